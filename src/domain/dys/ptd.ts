// PTD, the financial month to date (DOMAIN.md, Performance; docs/dys.md; TR group only): one rule
// for the PTD declaration's columns and the gateway's query that fills them.
import { orderType } from '../enums/orderType';

const camel = (key: string) => key.replace(/(^|_)([a-z])/g, (_all, _sep, letter: string) => letter.toUpperCase());

/** A column of delivered orders per domain (order type), named after its key: `ordersQuick`, `ordersFood`... */
export const PTD_DOMAIN_COLUMNS = orderType.entries.map((entry) => ({
  domainType: entry.value,
  column: `orders${camel(entry.key)}`,
  labelKey: orderType.labelKey(entry.value)!,
}));

/** Worked hours as a share of the planned ones, in whole percent; none without a plan. */
export function hoursAgainstPlan(worked: number, planned: number): number | null {
  return planned > 0 ? Math.round((worked / planned) * 100) : null;
}
