import { defineEnum } from './defineEnum';

/**
 * Spec 4: a performance penalty the franchise may answer with an apology (in Turkish HR usage a
 * "savunma", the written defence), which the company then decides on.
 */
export const apologyStatus = defineEnum('apologyStatus', [
  { value: 100, key: 'waiting_for_apology', en: 'Waiting for apology', tr: 'Savunma bekleniyor', color: 'warning' },
  { value: 200, key: 'waiting_for_decision', en: 'Waiting for decision', tr: 'Karar bekleniyor', color: 'info' },
  { value: 1000, key: 'closed', en: 'Closed', tr: 'Kapandı', color: 'default' },
]);

/** Spec 4: the decision on an apology. */
export const apologyDecision = defineEnum('apologyDecision', [
  { value: 1, key: 'accept', en: 'Accepted', tr: 'Kabul edildi', color: 'success' },
  { value: 2, key: 'warn', en: 'Warned', tr: 'Uyarı verildi', color: 'warning' },
  { value: 3, key: 'reject', en: 'Rejected', tr: 'Reddedildi', color: 'error' },
]);
