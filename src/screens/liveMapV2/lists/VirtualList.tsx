// A list of fixed-height rows that renders only the rows in view (plus a few either side), so
// thousands of couriers scroll and update as fast as a dozen. Each row keeps its place in the
// whole list for assistive technology (aria-setsize / aria-posinset).
import { Box } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

const OVERSCAN = 6;

export interface VirtualListProps<T> {
  items: readonly T[];
  rowHeight: number;
  getKey: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** Scrolls this row into view when it changes (a marker picked on the map). */
  scrollToIndex?: number;
  /** Shown instead of rows when there are none. */
  empty?: ReactNode;
}

export function VirtualList<T>({ items, rowHeight, getKey, renderRow, label, scrollToIndex, empty }: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(600);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setViewHeight(element.clientHeight || 600);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (!element || scrollToIndex === undefined || scrollToIndex < 0) return;
    const top = scrollToIndex * rowHeight;
    if (top < element.scrollTop || top + rowHeight > element.scrollTop + element.clientHeight) {
      element.scrollTop = Math.max(0, top - element.clientHeight / 2 + rowHeight / 2);
    }
  }, [scrollToIndex, rowHeight]);

  // A shorter list (a filter) may leave the scroll position past its end.
  const maxTop = Math.max(0, items.length * rowHeight - viewHeight);
  const top = Math.min(scrollTop, maxTop);
  const first = Math.max(0, Math.floor(top / rowHeight) - OVERSCAN);
  const last = Math.min(items.length, Math.ceil((top + viewHeight) / rowHeight) + OVERSCAN);
  const visible = [];
  for (let index = first; index < last; index++) {
    const item = items[index];
    visible.push(
      <Box
        component="li"
        key={getKey(item)}
        aria-setsize={items.length}
        aria-posinset={index + 1}
        sx={{ position: 'absolute', top: index * rowHeight, left: 0, right: 0, height: rowHeight }}
      >
        {renderRow(item, index)}
      </Box>,
    );
  }

  return (
    <Box
      ref={scroller}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', position: 'relative' }}
    >
      {items.length === 0 ? (
        empty
      ) : (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative', height: items.length * rowHeight }}>
          {visible}
        </Box>
      )}
    </Box>
  );
}
