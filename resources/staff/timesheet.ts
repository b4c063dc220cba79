import { timesheetStatus } from '../../src/domain/enums';
import { defineResource } from '../../src/domain/declaration/entry';
import { date, datetime, enumOf, number, reference, store } from '../../src/domain/declaration/fields';
import { approveTimesheet, v1ApproveRefusal } from '../../src/domain/timesheets';

/**
 * Spec 2, Staff: the timesheet (v1). One row per person and day with the scheduled and the actual
 * (worked plus leave) minutes and the status (spec 4: 100 pending, 200 approved); pending days are
 * approved one by one or in bulk, once no clock time is missing. The same rows as timesheet v2
 * (table `timesheets`, docs/timesheets.md), read-only here.
 */
export default defineResource({
  name: 'timesheets',
  group: 'staff',
  order: 170,
  icon: 'PunchClock',
  access: { roles: ['workforce'] },
  badge: 'timesheetCount',
  routes: { list: '/staff/timesheet' },
  fields: {
    workDate: date({ required: true, sortable: true }),
    personId: reference('people', 'name', { required: true }),
    warehouseId: store({ required: true }),
    // what the approve checks (v1ApproveRefusal); shown in timesheet v2
    clockIn: datetime({ readOnly: true }),
    clockOut: datetime({ readOnly: true }),
    scheduledMinutes: number({ readOnly: true, integer: true }),
    totalMinutes: number({ readOnly: true, integer: true }),
    differenceMinutes: number({ readOnly: true, integer: true, sortable: true }),
    status: enumOf(timesheetStatus, { required: true, sortable: true }),
    approvedAt: datetime({ readOnly: true }),
  },
  actions: { approve: approveTimesheet('workforce', v1ApproveRefusal) },
  list: {
    columns: ['workDate', 'personId', 'warehouseId', 'scheduledMinutes', 'totalMinutes', 'differenceMinutes', 'status'],
    filters: ['status', 'personId', 'warehouseId', 'workDate'],
    sort: { field: 'workDate', order: 'DESC' },
    perPage: 25,
  },
  messages: {
    en: {
      name: 'Timesheet',
      fields: {
        workDate: 'Day',
        personId: 'Person',
        clockIn: 'Clock-in',
        clockOut: 'Clock-out',
        scheduledMinutes: 'Scheduled (min)',
        totalMinutes: 'Actual (min)',
        differenceMinutes: 'Difference (min)',
        status: 'Status',
        approvedAt: 'Approved at',
      },
      actions: { approve: { label: 'Approve', done: 'Approved' } },
    },
    tr: {
      name: 'Puantaj',
      fields: {
        workDate: 'Gün',
        personId: 'Kişi',
        clockIn: 'Giriş',
        clockOut: 'Çıkış',
        scheduledMinutes: 'Planlanan (dk)',
        totalMinutes: 'Gerçekleşen (dk)',
        differenceMinutes: 'Fark (dk)',
        status: 'Durum',
        approvedAt: 'Onay zamanı',
      },
      actions: { approve: { label: 'Onayla', done: 'Onaylandı' } },
    },
  },
});
