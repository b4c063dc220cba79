import { useEffect, useState, type ReactNode } from 'react';
import { firstScreen as panelFirstScreen, type FirstScreen } from './firstScreen';

/**
 * Draws `children` once the first screen is drawn (firstScreen.ts): for the realtime listeners,
 * which hear nothing before (their socket waits for it too), so neither their code nor their
 * calls come before what the user opened.
 */
export function AfterFirstScreen({ children, firstScreen = panelFirstScreen }: { children: ReactNode; firstScreen?: FirstScreen }) {
  const [drawn, setDrawn] = useState(firstScreen.isDrawn);
  useEffect(() => {
    if (drawn) return;
    let mounted = true;
    void firstScreen.drawn().then(() => mounted && setDrawn(true));
    return () => {
      mounted = false;
    };
  }, [drawn, firstScreen]);
  return drawn ? children : null;
}
