// WPS, the warehouse point logs of the TR group (DOMAIN.md, Performance; docs/dys.md): head office
// logs typed events against a store, each worth a fixed, signed number of points by its reason.
// One rule for whoever writes a log (the seed, the simulator) and the tests that check the sums.
import { wpsReason, wpsType } from '../enums/wps';

type WpsTypeKey = (typeof wpsType)['entries'][number]['key'];
type WpsReasonKey = (typeof wpsReason)['entries'][number]['key'];

/** Each reason's type and points: penalties below zero, rewards above. */
export const WPS_REASONS: Readonly<Record<WpsReasonKey, { type: WpsTypeKey; points: number }>> = {
  late_delivery: { type: 'order', points: -2 },
  missed_order: { type: 'order', points: -3 },
  wrong_item: { type: 'order', points: -1.5 },
  five_star_streak: { type: 'order', points: 1 },
  late_receipt: { type: 'transfer', points: -2 },
  quantity_mismatch: { type: 'transfer', points: -3 },
  received_on_time: { type: 'transfer', points: 0.5 },
  variance_over_limit: { type: 'stock_count', points: -4 },
  count_skipped: { type: 'stock_count', points: -5 },
  clean_count: { type: 'stock_count', points: 2 },
  no_show: { type: 'courier', points: -3 },
  uniform_breach: { type: 'courier', points: -1 },
  top_rated: { type: 'courier', points: 1.5 },
};

/** A reason's points and its type's number; undefined for a reason we do not know. */
export function wpsLogOf(reason: number): { type: number; points: number } | undefined {
  const key = wpsReason.key(reason);
  if (!key) return undefined;
  const rule = WPS_REASONS[key];
  return { type: wpsType.value(rule.type), points: rule.points };
}

/** The reasons of one type, by number. */
export const wpsReasonsOf = (type: number): number[] =>
  wpsReason.entries.filter((entry) => wpsType.value(WPS_REASONS[entry.key].type) === type).map((entry) => entry.value);
