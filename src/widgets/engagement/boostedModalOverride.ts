/**
 * Browser tests and the screenshots script keep the boosted-feature modal out of pages that are
 * not about it (it would cover what they click): '1' in sessionStorage under this key, set by them
 * before the page loads, is a day on which it was already shown. Nothing in the panel sets it.
 */
export const BOOSTED_MODAL_OFF_KEY = 'franchise-panel.boostedModalOff';

export function boostedModalHeldBack(): boolean {
  try {
    return sessionStorage.getItem(BOOSTED_MODAL_OFF_KEY) === '1';
  } catch {
    return false;
  }
}
