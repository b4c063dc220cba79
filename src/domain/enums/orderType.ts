import { BRAND_NAME, PRODUCT } from '../brand';
import { defineEnum, type EnumValue } from './defineEnum';

/**
 * Spec 9: order type, also called domain type (user.domainTypes, the courier filter's
 * domainTypes). Type 1 is the brand's own service: its key is the brand key, as in `{product}_people`,
 * and its label the brand name in both languages.
 */
export const orderType = defineEnum('orderType', [
  { value: 1, key: PRODUCT, en: BRAND_NAME, tr: BRAND_NAME, color: 'primary' },
  { value: 2, key: 'food', en: 'Food', tr: 'Yemek', color: 'default' },
  { value: 3, key: 'market', en: 'Market', tr: 'Market', color: 'default' },
  { value: 4, key: 'water', en: 'Water', tr: 'Su', color: 'default' },
  { value: 6, key: 'locals', en: 'Locals', tr: 'Yerel esnaf', color: 'default' },
  { value: 14, key: 'finance', en: 'Finance', tr: 'Finans', color: 'default' },
]);

/** The same numbers under the name the gateway's payloads use. */
export const domainType = orderType;
export type DomainType = EnumValue<typeof orderType>;
