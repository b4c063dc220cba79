// The order statistics' filters as the address keeps them (?group=&from=&to=), resolved to whole
// buckets within what one count call takes; read by the source and by its controls alike.
import { COUNT_GROUP_TYPES } from '../../domain/orderCountLimits';
import type { CountGroupType } from '../../domain/orders';
import type { SummaryContext, SummaryFilters } from '../../framework/views/summary/source';
import { utcOffsetMinutes } from '../liveMap/stats/utcOffset';
import { resolvePeriod, type StatsPeriod } from './ranges';

export const DEFAULT_GROUP_TYPE: CountGroupType = 'day';

/** The group type the address asks for, else by day. */
export function groupTypeOf(filters: SummaryFilters): CountGroupType {
  const group = filters.group;
  return (COUNT_GROUP_TYPES as readonly string[]).includes(group ?? '') ? (group as CountGroupType) : DEFAULT_GROUP_TYPE;
}

/** The picked days resolved to whole buckets within what one call takes (backwards: refused, never swapped). */
export function periodOf(filters: SummaryFilters, context: Pick<SummaryContext, 'now' | 'timeZone'>): StatsPeriod {
  return resolvePeriod({ groupType: groupTypeOf(filters), from: filters.from, to: filters.to }, context.now, utcOffsetMinutes(context.timeZone, context.now));
}
