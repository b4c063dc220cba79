// Weekly courier working hours (not a spec call; docs/working-hours.md).
import { STAFF_PATHS } from '../../src/domain/paths';
import type { WorkingHoursReply, WorkingHoursRequest } from '../../src/domain/workingHours';
import type { Signal, Transport } from './transport';

export function workingHoursCalls(transport: Transport) {
  return {
    /** POST /staff/weekly-courier-working-hours: the couriers' week and the per-hour series. */
    week: (body: WorkingHoursRequest, signal?: Signal) =>
      transport.request<WorkingHoursReply>(STAFF_PATHS.weeklyCourierHours, { method: 'POST', body, signal }),
  };
}
