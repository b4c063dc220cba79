import { useLayoutEffect, useState, type RefObject } from 'react';

const BOTTOM_GAP = 8;

/**
 * The height from the element's top to the bottom of the window, at least `minHeight`, so a map
 * (and the lists beside it) fill the screen. Both live maps use it.
 */
export function useAvailableHeight(ref: RefObject<HTMLElement | null>, minHeight = 360): number {
  const [height, setHeight] = useState(minHeight);
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(minHeight, Math.floor(window.innerHeight - top - BOTTOM_GAP)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, minHeight]);
  return height;
}
