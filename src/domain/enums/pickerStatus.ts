import { defineEnum } from './defineEnum';

/** Spec 4: picker status. */
export const pickerStatus = defineEnum('pickerStatus', [
  { value: 100, key: 'free', en: 'Free', tr: 'Boşta', color: 'success' },
  { value: 200, key: 'busy', en: 'Busy', tr: 'Meşgul', color: 'warning' },
  { value: 300, key: 'picking', en: 'Picking', tr: 'Sipariş topluyor', color: 'info' },
  { value: 1000, key: 'canceled', en: 'Canceled', tr: 'İptal edildi', color: 'error' },
]);

/**
 * Spec 4: why a picker is busy (status 200). The spec lists "other" twice (209 and 299); both are
 * kept with their own key so neither number is lost, and both read "Other".
 */
export const pickerBusyReason = defineEnum('pickerBusyReason', [
  { value: 201, key: 'break', en: 'Break', tr: 'Mola', color: 'info' },
  { value: 202, key: 'acceptance_of_goods', en: 'Acceptance of goods', tr: 'Mal kabul', color: 'info' },
  { value: 203, key: 'end_of_shift', en: 'End of shift', tr: 'Vardiya sonu', color: 'default' },
  { value: 209, key: 'other', en: 'Other', tr: 'Diğer', color: 'default' },
  { value: 289, key: 'unknown', en: 'Unknown', tr: 'Bilinmiyor', color: 'warning' },
  { value: 299, key: 'other_general', en: 'Other', tr: 'Diğer', color: 'default' },
]);

export const PICKER_BUSY = 200;
export const UNKNOWN_BUSY_REASON = 289;

/** The picker fields the rule reads (spec 3: status, statusReasonCode). */
export interface PickerBusyState {
  status: number;
  statusReasonCode?: number | null;
}

/**
 * Spec 4: "a busy picker without a reason counts as unknown". Returns the reason code of a busy
 * picker (289 when none is set), or undefined when the picker is not busy. A code the spec does not
 * list is kept as is: the gateway serves the reasons (POST /picker/busy-reasons) and may know more.
 */
export function effectiveBusyReason(picker: PickerBusyState): number | undefined {
  if (picker.status !== PICKER_BUSY) return undefined;
  const code = picker.statusReasonCode;
  return typeof code === 'number' && Number.isInteger(code) && code > 0 ? code : UNKNOWN_BUSY_REASON;
}
