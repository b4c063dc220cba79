// Pickers and products (spec section 7).
import type { BusyReasonsReply, PickerFilterBody, PickersPage } from '../../src/domain/callTypes';
import { fillPath, PICKER_PATHS } from '../../src/domain/paths';
import type { Signal, Transport } from './transport';

export function pickerCalls(transport: Transport) {
  return {
    /** POST /picker/filter. */
    filter: (body: PickerFilterBody, signal?: Signal) => transport.request<PickersPage>(PICKER_PATHS.filter, { method: 'POST', body, signal }),
    /** POST /picker/busy-reasons {language}. */
    busyReasons: (language: string, signal?: Signal) =>
      transport.request<BusyReasonsReply>(PICKER_PATHS.busyReasons, { method: 'POST', body: { language }, signal }),
    /** PUT /picker/{pickerId}/change-warehouse {warehouseId} (the picker's people row follows). */
    changeWarehouse: (pickerId: string, warehouseId: string) =>
      transport.request<unknown>(fillPath(PICKER_PATHS.changeWarehouse, { pickerId }), { method: 'PUT', body: { warehouseId } }),
  };
}

export type PickerCalls = ReturnType<typeof pickerCalls>;
