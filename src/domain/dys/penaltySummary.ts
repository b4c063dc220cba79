// The shape of a points summary (the DTS, DDS and DDS100 summaries), one rule for the declarations
// (resources/performance/*-summary.ts) and the gateway's query (gateway/db/penalty-summary.ts):
// its period, and a column of points lost per category of an enumeration (a DTS rule's category,
// a DDS log's criterion), named after the category's key.
import { date, store } from '../declaration/fields';
import type { ReportSend } from '../declaration/report';
import type { DomainEnum } from '../enums';

/** The days a summary covers when none are picked, and at most. */
export const PENALTY_SUMMARY_DEFAULT_DAYS = 30;
export const PENALTY_SUMMARY_MAX_DAYS = 92;
/** The quick periods a summary offers (DOMAIN.md: 1 week, 1 month, 2 months, 90 days). */
export const PENALTY_SUMMARY_PRESETS = [7, 30, 60, 90] as const;

/**
 * The report of a DYS summary over days (DYS, DTS, DDS, KDS): a row per store in `stores`, the
 * stores picked sent as `warehouseIds`, the last 30 days (or `defaultDays`) unless others are picked, with the presets.
 */
export const storeDaysReport = (path: string, defaultDays: number = PENALTY_SUMMARY_DEFAULT_DAYS) => ({
  path,
  reply: { rows: 'stores', total: 'totalCount' },
  send: { warehouseId: { as: 'warehouseIds', list: true } satisfies ReportSend },
  period: { days: { defaultDays, presets: PENALTY_SUMMARY_PRESETS } },
});

/** Its filters, values only the report sends: the period (days of the user's time zone) and the store. */
export const storeDaysFields = () => ({ periodFrom: date(), periodTo: date(), warehouseId: store() });

/** Its list's filters and their day range, at most PENALTY_SUMMARY_MAX_DAYS. */
export const storeDaysList = () => ({
  filters: ['periodFrom', 'periodTo', 'warehouseId'] as Array<'periodFrom' | 'periodTo' | 'warehouseId'>,
  dateRange: { from: 'periodFrom' as const, to: 'periodTo' as const, maxDays: PENALTY_SUMMARY_MAX_DAYS },
});

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
/** The row's value of the points lost in one category: `lostPunctuality`, `lostLateWaybill`... */
export type LostColumn<E extends DomainEnum> = `lost${Capitalize<Camel<E['entries'][number]['key']>>}`;

const camel = (key: string) => key.replace(/(^|_)([a-z])/g, (_all, _sep, letter: string) => letter.toUpperCase());

export interface LostColumnOf<E extends DomainEnum> {
  category: number;
  column: LostColumn<E>;
  labelKey: string;
}

/** Each category's number, its column and its label, in the enumeration's order. */
export function lostColumns<E extends DomainEnum>(enumeration: E): readonly LostColumnOf<E>[] {
  return enumeration.entries.map((entry) => ({
    category: entry.value,
    column: `lost${camel(entry.key)}` as LostColumn<E>,
    labelKey: enumeration.labelKey(entry.value)!,
  }));
}
