import { defineEnum } from './defineEnum';

/** Spec 9: work types. */
export const workType = defineEnum('workType', [
  { value: 1, key: 'full_time', en: 'Full time', tr: 'Tam zamanlı', color: 'default' },
  { value: 2, key: 'part_time', en: 'Part time', tr: 'Yarı zamanlı', color: 'default' },
]);
