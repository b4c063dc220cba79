import { useLayoutEffect, useState, type RefObject } from 'react';

const MIN_HEIGHT = 420;
const BOTTOM_GAP = 8;

/** From the element's top to the bottom of the window, so the lists and the map fill the screen. */
export function useFillHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(MIN_HEIGHT);
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_GAP)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return height;
}
