import { defineEnum } from './defineEnum';

/** Spec 4: why employment ended. Colour grows with how serious the reason is. */
export const terminationReason = defineEnum('terminationReason', [
  { value: 1, key: 'resignation', en: 'Resignation', tr: 'İstifa', color: 'default' },
  { value: 2, key: 'absenteeism', en: 'Absenteeism', tr: 'Devamsızlık', color: 'warning' },
  { value: 3, key: 'bad_behaviour', en: 'Bad behaviour', tr: 'Uygunsuz davranış', color: 'warning' },
  { value: 4, key: 'indiscipline', en: 'Indiscipline', tr: 'Disiplinsizlik', color: 'warning' },
  { value: 5, key: 'theft', en: 'Theft', tr: 'Hırsızlık', color: 'error' },
  { value: 9, key: 'other', en: 'Other', tr: 'Diğer', color: 'default' },
]);
