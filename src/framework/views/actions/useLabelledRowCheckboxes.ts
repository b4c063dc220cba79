import { useEffect } from 'react';

/**
 * react-admin's DataTable puts a row checkbox's "Select this row" on the checkbox's wrapping span
 * (an ARIA attribute the span may not carry) and leaves its <input> unnamed: axe's serious
 * `aria-prohibited-attr` and critical `label`. This moves the name onto the input, for every row
 * the table renders, until react-admin names the input itself (as its select-all box does).
 */
export function useLabelledRowCheckboxes(root: HTMLElement | null, enabled: boolean): void {
  useEffect(() => {
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
    return () => observer.disconnect();
  }, [root, enabled]);
}
