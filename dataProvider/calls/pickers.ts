// Pickers and products (spec section 7).
import type { BusyReasonsReply, PickerFilterBody, PickersPage } from '../../src/domain/callTypes';
import { PICKER_PATHS } from '../../src/domain/paths';
import type { Signal, Transport } from './transport';

export function pickerCalls(transport: Transport) {
  return {
    /** POST /picker/filter. */
    filter: (body: PickerFilterBody, signal?: Signal) => transport.request<PickersPage>(PICKER_PATHS.filter, { method: 'POST', body, signal }),
    /** POST /picker/busy-reasons {language}. */
    busyReasons: (language: string, signal?: Signal) =>
      transport.request<BusyReasonsReply>(PICKER_PATHS.busyReasons, { method: 'POST', body: { language }, signal }),
  };
}

export type PickerCalls = ReturnType<typeof pickerCalls>;
