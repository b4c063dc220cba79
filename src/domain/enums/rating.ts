import { defineEnum } from './defineEnum';

/** Spec 9: the 1-5 satisfaction scale of the feedback widget, worst first. */
export const rating = defineEnum('rating', [
  { value: 1, key: 'awful', en: 'Awful', tr: 'Çok kötü', color: 'error' },
  { value: 2, key: 'poor', en: 'Poor', tr: 'Kötü', color: 'warning' },
  { value: 3, key: 'neutral', en: 'Neutral', tr: 'Orta', color: 'default' },
  { value: 4, key: 'good', en: 'Good', tr: 'İyi', color: 'info' },
  { value: 5, key: 'excellent', en: 'Excellent', tr: 'Mükemmel', color: 'success' },
]);
