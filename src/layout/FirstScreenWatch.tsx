import { useCallback, useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useViewLoading } from '../framework/viewLoading';
import { firstScreen, type FirstScreen } from '../realtime/firstScreen';

// Quiet for this long (no call, no view code under way), then an idle moment: the page is drawn,
// not between a call's answer and the next call it starts (a screen may first fetch a chunk of
// its own code, which nothing here sees).
const QUIET_MS = 500;

/** Runs `callback` when the browser is idle (right away where it cannot tell: Safari). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 0);
  return () => window.clearTimeout(timer);
}

function Watching({ screen, onDrawn }: { screen: FirstScreen; onDrawn: () => void }) {
  const fetching = useIsFetching();
  const viewLoading = useViewLoading();
  const settled = fetching === 0 && !viewLoading;
  useEffect(() => {
    if (!settled) return;
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => {
        screen.mark();
        onDrawn();
      });
    }, QUIET_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [settled, screen, onDrawn]);
  return null;
}

/**
 * Says when the first page the user opened is drawn: its code and data, and the shell's, have
 * arrived and the page has settled. What can wait until then (the realtime socket) waits for it
 * (src/realtime/firstScreen.ts). Gone once it has spoken.
 */
export function FirstScreenWatch({ screen = firstScreen }: { screen?: FirstScreen }) {
  const [drawn, setDrawn] = useState(screen.isDrawn);
  // the same function on every render: a new one would restart the quiet wait
  const onDrawn = useCallback(() => setDrawn(true), []);
  if (drawn) return null;
  return <Watching screen={screen} onDrawn={onDrawn} />;
}
