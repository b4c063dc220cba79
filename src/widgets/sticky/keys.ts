// The sticky widget's react-query keys. The header badge (first load) and the lazy panel share
// them, so this file holds nothing but constants.

export const PICKERS_KEY = ['sticky', 'pickers'] as const;
/** One entry per warehouse choice: `[...PROBLEMATIC_KEY, warehouseId | 'all']`. */
export const PROBLEMATIC_KEY = ['sticky', 'problematic'] as const;
/** The number of problematic orders the header badge shows (not a prefix of PROBLEMATIC_KEY). */
export const PROBLEMATIC_COUNT_KEY = ['sticky', 'problematic-count'] as const;
