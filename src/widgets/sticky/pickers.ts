// The sticky widget's picker list follows `statusChanged` in place: a picker at work replaces its
// row (or joins), one who logged out or was deactivated leaves. Pure, over the cached list.
import { effectiveBusyReason, pickerBusyReason, pickerStatus } from '../../domain/enums';
import type { Picker } from '../../domain/orders';

export function applyPickerEvent(list: readonly Picker[] | undefined, picker: Picker): Picker[] | undefined {
  if (!list) return list as undefined;
  const index = list.findIndex((row) => row._id === picker._id);
  const atWork = picker.isActivated && picker.isLoggedIn;
  if (index === -1) return atWork ? [...list, picker].sort(byName) : (list as Picker[]);
  if (list[index].statusUpdatedAt > picker.statusUpdatedAt) return list as Picker[];
  if (!atWork) return list.filter((_, at) => at !== index);
  const next = [...list];
  next[index] = picker;
  return next;
}

// Names are mostly Turkish: Turkish collation puts Çelik before Demir (the gateway's byte order
// does not), and the list and the pickers who join it later follow the same order.
const byName = (a: Picker, b: Picker) => a.name.localeCompare(b.name, 'tr');

/** The gateway's list in the order the widget keeps it. */
export const sortByName = (pickers: readonly Picker[]): Picker[] => [...pickers].sort(byName);

/**
 * What the list says about a picker: the status label key and, for a busy one, the reason
 * (spec 4: busy without a reason counts as unknown). `reasonName` is the gateway's name for the
 * reason in the user's language when it sent one.
 */
export function pickerLine(picker: Picker, reasonNames: ReadonlyMap<number, string>): { statusKey?: string; reason?: { code: number; name?: string; key?: string } } {
  const code = effectiveBusyReason(picker);
  return {
    statusKey: pickerStatus.labelKey(picker.status),
    reason: code === undefined ? undefined : { code, name: reasonNames.get(code), key: pickerBusyReason.labelKey(code) },
  };
}

/** How many pickers are in each status, in the enumeration's order. */
export function countsByStatus(pickers: readonly Picker[]): { status: number; count: number }[] {
  return pickerStatus.values
    .map((status) => ({ status: status as number, count: pickers.filter((picker) => picker.status === status).length }))
    .filter((entry) => entry.count > 0);
}
