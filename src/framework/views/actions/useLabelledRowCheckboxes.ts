import { useCallback, useRef } from 'react';

/**
 * react-admin's DataTable puts a row checkbox's "Select this row" on the checkbox's wrapping span
 * (an ARIA attribute the span may not carry) and leaves its <input> unnamed: axe's serious
 * `aria-prohibited-attr` and critical `label`. This moves the name onto the input, for every row
 * the table renders, until react-admin names the input itself (as its select-all box does).
 *
 * Answers a callback ref for the table: it watches the element it is given, and holds no React
 * state, so the table mounting does not render the whole table a second time.
 */
export function useLabelledRowCheckboxes(enabled: boolean): (table: HTMLElement | null) => void {
  const watching = useRef<MutationObserver | null>(null);
  return useCallback(
    (root: HTMLElement | null) => {
      watching.current?.disconnect();
      watching.current = null;
      if (!enabled || !root) return;
      const fix = () => {
        for (const box of root.querySelectorAll<HTMLElement>('.RaDataTable-checkbox[aria-label]')) {
          box.querySelector('input')?.setAttribute('aria-label', box.getAttribute('aria-label')!);
          box.removeAttribute('aria-label');
        }
      };
      fix();
      const observer = new MutationObserver(fix);
      observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
      watching.current = observer;
    },
    [enabled],
  );
}
