import { SORT_ASCEND, SORT_DESCEND } from '../constants';
import { defineEnum, type EnumValue } from './defineEnum';

/** Spec 9: sort direction as the gateway takes it. */
export const sortOrder = defineEnum('sortOrder', [
  { value: SORT_ASCEND, key: 'ascend', en: 'Ascending', tr: 'Artan', color: 'default' },
  { value: SORT_DESCEND, key: 'descend', en: 'Descending', tr: 'Azalan', color: 'default' },
]);

export type SortOrderValue = EnumValue<typeof sortOrder>;

/** react-admin's 'ASC' | 'DESC' to the gateway's 1 | -1 (anything but DESC sorts ascending). */
export const toSortOrder = (order: string): SortOrderValue => (order.toUpperCase() === 'DESC' ? SORT_DESCEND : SORT_ASCEND);

/** The gateway's 1 | -1 back to react-admin's 'ASC' | 'DESC'. */
export const fromSortOrder = (value: number): 'ASC' | 'DESC' => (value === SORT_DESCEND ? 'DESC' : 'ASC');
