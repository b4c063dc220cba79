import { defineEnum } from './defineEnum';

/** The form a KDS quality audit was made on (DOMAIN.md, Performance; our model). */
export const kdsFormType = defineEnum('kdsFormType', [
  { value: 1, key: 'store_standards', en: 'Store standards', tr: 'Mağaza standartları', color: 'default' },
  { value: 2, key: 'food_safety', en: 'Food safety', tr: 'Gıda güvenliği', color: 'default' },
  { value: 3, key: 'cold_chain', en: 'Cold chain', tr: 'Soğuk zincir', color: 'default' },
]);

/**
 * An auditor's answer to a multiple-choice KDS question (our model): what share of the question's
 * points it earns is src/domain/dys/points.ts's (KDS_ANSWER_SHARE); "not applicable" leaves the
 * question out of the score.
 */
export const kdsAnswer = defineEnum('kdsAnswer', [
  { value: 1, key: 'compliant', en: 'Compliant', tr: 'Uygun', color: 'success' },
  { value: 2, key: 'partly', en: 'Partly compliant', tr: 'Kısmen uygun', color: 'warning' },
  { value: 3, key: 'not_compliant', en: 'Not compliant', tr: 'Uygun değil', color: 'error' },
  { value: 4, key: 'not_applicable', en: 'Not applicable', tr: 'Uygulanamaz', color: 'default' },
]);
