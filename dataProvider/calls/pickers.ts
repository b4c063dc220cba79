// Pickers and products (spec section 7).
import type {
  BusyReasonsReply,
  PickerFilterBody,
  PickerPlanFilterBody,
  PickerPlansPage,
  PickersPage,
  WarehousePickerPlans,
  WarehousePickerPlansBody,
} from '../../src/domain/callTypes';
import { fillPath, PICKER_PATHS, PICKER_PLAN_PATHS } from '../../src/domain/paths';
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
    /** POST /plan/picker/filter: the plans starting in a range, of some stores or pickers. */
    plans: (body: PickerPlanFilterBody, signal?: Signal) =>
      transport.request<PickerPlansPage>(PICKER_PLAN_PATHS.filter, { method: 'POST', body, signal }),
    /** POST /plan/picker-plan/warehouse/between-dates: one store's plans, pickers and hours. */
    warehousePlans: (body: WarehousePickerPlansBody, signal?: Signal) =>
      transport.request<WarehousePickerPlans>(PICKER_PLAN_PATHS.warehouseBetweenDates, { method: 'POST', body, signal }),
  };
}

export type PickerCalls = ReturnType<typeof pickerCalls>;
