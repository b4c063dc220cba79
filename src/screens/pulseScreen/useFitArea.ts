import { useLayoutEffect, useState, type RefObject } from 'react';

/** Room left under the tiles: the page's own bottom padding, so the last row never touches the edge. */
const BOTTOM_GAP = 16;

/**
 * The room the tiles have on a wall screen: the element's width, and the height from its top to
 * the bottom of the window, measured again when either changes (a window resized, the sidebar
 * folded), so the grid fills the screen without a scroll bar.
 */
export function useFitArea(ref: RefObject<HTMLElement | null>): { width: number; height: number } | null {
  const [area, setArea] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      const next = { width: Math.floor(box.width), height: Math.max(0, Math.floor(window.innerHeight - box.top - BOTTOM_GAP)) };
      setArea((previous) => (previous && previous.width === next.width && previous.height === next.height ? previous : next));
    };
    measure();
    // absent in a test's DOM: the window's size is then all there is to follow
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return area;
}
