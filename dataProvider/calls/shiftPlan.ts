// The shift plan (issue 12, /staff/plan and /staff/plan/shift; docs/gateway-api.md "Shift plan").
import { fillPath, SHIFT_PLAN_PATHS } from '../../src/domain/paths';
import type { ShiftPlanRequest, ShiftPlanWeek, ShiftSlot, ShiftSlotBody, SlotAction, SlotKind, RequestDecision, StoreVehicleCounts } from '../../src/domain/shiftPlan';
import type { HistoryEntry } from './actions';
import type { Signal, Transport } from './transport';

export interface WeekBody {
  warehouseId: string;
  kind: SlotKind;
  weekStart: string;
  timeZone?: string;
}

export interface SlotEditBody {
  startsAt: string;
  endsAt: string;
  vehicleType?: number | null;
  breakMinutes?: number;
  updatedAt: string;
  timeZone?: string;
}

export interface SlotActionBody {
  updatedAt: string;
  personId?: string;
  warehouseId?: string;
  timeZone?: string;
}

export function shiftPlanCalls(transport: Transport) {
  return {
    /** POST /shift-plan/week: one store's week of courier or picker slots. */
    week: (body: WeekBody, signal?: Signal) => transport.request<ShiftPlanWeek>(SHIFT_PLAN_PATHS.week, { method: 'POST', body, signal }),
    /** POST /shift-plan/slots: a new slot (0 created). */
    create: (body: ShiftSlotBody & { timeZone?: string }) => transport.request<ShiftSlot>(SHIFT_PLAN_PATHS.slots, { method: 'POST', body }),
    /** PUT /shift-plan/slots/:slotId: new times, vehicle or break, at the version read. */
    edit: (slotId: string, body: SlotEditBody) => transport.request<ShiftSlot>(fillPath(SHIFT_PLAN_PATHS.slot, { slotId }), { method: 'PUT', body }),
    /** POST /shift-plan/slots/:slotId/{assign|unassign|share|delete}. */
    act: (slotId: string, action: SlotAction, body: SlotActionBody) =>
      transport.request<ShiftSlot>(fillPath(SHIFT_PLAN_PATHS.slotAction, { slotId, action }), { method: 'POST', body }),
    /** GET /shift-plan/slots/:slotId/history. */
    history: (slotId: string, signal?: Signal) =>
      transport.request<{ history: HistoryEntry[] }>(fillPath(SHIFT_PLAN_PATHS.slotHistory, { slotId }), { signal }),
    /** POST /shift-plan/week/publish: the week's created slots become published. */
    publishWeek: (body: WeekBody) => transport.request<{ published: number }>(SHIFT_PLAN_PATHS.publishWeek, { method: 'POST', body }),
    /** POST /shift-plan/week/copy: the week into the next one, as created slots. */
    copyWeek: (body: WeekBody) => transport.request<{ copied: number; weekStart: string }>(SHIFT_PLAN_PATHS.copyWeek, { method: 'POST', body }),
    /** POST /shift-plan/requests/:requestId/{approve|decline}. */
    decide: (requestId: string, decision: RequestDecision, body: { updatedAt: string; note?: string; timeZone?: string }) =>
      transport.request<ShiftPlanRequest>(fillPath(SHIFT_PLAN_PATHS.requestDecision, { requestId, decision }), { method: 'POST', body }),
    /** POST /shift-plan/vehicle-counts/filter: every store's asked courier counts for a week. */
    vehicleCounts: (body: { weekStart: string; timeZone?: string }, signal?: Signal) =>
      transport.request<{ weekStart: string; warehouses: StoreVehicleCounts[] }>(`${SHIFT_PLAN_PATHS.vehicleCounts}/filter`, { method: 'POST', body, signal }),
    /** PUT /shift-plan/vehicle-counts: one store's counts for a week, at the version read. */
    saveVehicleCounts: (body: { warehouseId: string; weekStart: string; timeZone?: string; counts: { vehicleType: number; count: number }[]; updatedAt: string | null }) =>
      transport.request<StoreVehicleCounts>(SHIFT_PLAN_PATHS.vehicleCounts, { method: 'PUT', body }),
  };
}

export type ShiftPlanCalls = ReturnType<typeof shiftPlanCalls>;
