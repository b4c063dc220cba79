// The DTS summary's shape, one rule for its declaration (resources/performance/dts-summary.ts)
// and the gateway's query (gateway/db/dts-summary.ts): its period and its column of points lost
// per rule category, one per category of the enumeration.
import { dtsRuleCategory } from '../enums';

/** The days the summary covers when none are picked, and at most. */
export const DTS_SUMMARY_DEFAULT_DAYS = 30;
export const DTS_SUMMARY_MAX_DAYS = 92;

type CategoryKey = (typeof dtsRuleCategory.entries)[number]['key'];
const camel = (key: string) => key.replace(/(^|_)([a-z])/g, (_all, _sep, letter: string) => letter.toUpperCase());

/** The row's value of the points lost in one rule category: `lostPunctuality`... */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
export type DtsLostColumn = `lost${Capitalize<Camel<CategoryKey>>}`;
export const dtsLostColumn = (key: CategoryKey) => `lost${camel(key)}` as DtsLostColumn;

/** Each category's number and its column, in the enumeration's order. */
export const DTS_LOST_COLUMNS: readonly { category: number; column: DtsLostColumn; labelKey: string }[] = dtsRuleCategory.entries.map((entry) => ({
  category: entry.value,
  column: dtsLostColumn(entry.key),
  labelKey: dtsRuleCategory.labelKey(entry.value)!,
}));
