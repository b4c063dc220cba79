import { defineEnum } from './defineEnum';

/** Spec 4: performance tiers, best first. */
export const performanceTier = defineEnum('performanceTier', [
  { value: 1, key: 'elite', en: 'Elite', tr: 'Elit', color: 'primary' },
  { value: 2, key: 'gold', en: 'Gold', tr: 'Altın', color: 'secondary' },
  { value: 3, key: 'silver', en: 'Silver', tr: 'Gümüş', color: 'info' },
  { value: 4, key: 'classic', en: 'Classic', tr: 'Klasik', color: 'default' },
]);
