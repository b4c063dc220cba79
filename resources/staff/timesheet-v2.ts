import { timesheetStatus } from '../../src/domain/enums';
import { defineResource } from '../../src/domain/declaration/entry';
import { boolean, date, datetime, enumOf, number, reference, store, text } from '../../src/domain/declaration/fields';
import { approveTimesheet, v2ApproveRefusal } from '../../src/domain/timesheets';

/**
 * Spec 2, Staff: the new timesheet (v2). Per person and day: the scheduled times, clock-in and
 * clock-out (shown in the user's time zone, stored in UTC), paid and unpaid breaks, leave, the
 * totals and their difference, a note. Editable while the day is pending and HQ has not locked
 * it; approved only when no clock time is missing and, when the total differs from the plan by
 * more than 15 minutes, with a note (src/domain/timesheets.ts, docs/timesheets.md).
 */
export default defineResource({
  name: 'timesheets-v2',
  group: 'staff',
  order: 180,
  icon: 'MoreTime',
  access: { roles: ['workforce_v2'] },
  badge: 'timesheetCount',
  routes: { list: '/staff/timesheet-v2', show: '/staff/timesheet-v2/detail/:id' },
  fields: {
    workDate: date({ required: true, sortable: true }),
    personId: reference('people', 'name', { required: true }),
    warehouseId: store({ required: true }),
    scheduledStart: datetime({ readOnly: true }),
    scheduledEnd: datetime({ readOnly: true }),
    clockIn: datetime(),
    clockOut: datetime(),
    paidBreakMinutes: number({ integer: true, min: 0, max: 720 }),
    unpaidBreakMinutes: number({ integer: true, min: 0, max: 720 }),
    leaveMinutes: number({ integer: true, min: 0, max: 1440 }),
    scheduledMinutes: number({ readOnly: true, integer: true }),
    workedMinutes: number({ readOnly: true, integer: true }),
    totalMinutes: number({ readOnly: true, integer: true }),
    differenceMinutes: number({ readOnly: true, integer: true, sortable: true }),
    note: text({ multiline: true, maxLength: 500 }),
    status: enumOf(timesheetStatus, { required: true, sortable: true }),
    locked: boolean({ readOnly: true }),
    approvedAt: datetime({ readOnly: true }),
    updatedAt: datetime({ readOnly: true }),
  },
  actions: { approve: approveTimesheet('workforce_v2', v2ApproveRefusal) },
  recordRepresentation: 'workDate',
  list: {
    columns: ['workDate', 'personId', 'scheduledStart', 'scheduledEnd', 'clockIn', 'clockOut', 'totalMinutes', 'differenceMinutes', 'status', 'locked'],
    filters: ['status', 'personId', 'warehouseId', 'workDate', 'locked'],
    sort: { field: 'workDate', order: 'DESC' },
    perPage: 25,
  },
  show: {
    fields: [
      'workDate',
      'personId',
      'warehouseId',
      'status',
      'locked',
      'scheduledStart',
      'scheduledEnd',
      'clockIn',
      'clockOut',
      'paidBreakMinutes',
      'unpaidBreakMinutes',
      'leaveMinutes',
      'scheduledMinutes',
      'workedMinutes',
      'totalMinutes',
      'differenceMinutes',
      'note',
      'approvedAt',
    ],
  },
  // HQ's lock and the approval end editing; `updatedAt` guards against a stale save.
  edit: { fields: ['clockIn', 'clockOut', 'paidBreakMinutes', 'unpaidBreakMinutes', 'leaveMinutes', 'note'], when: { status: [100], locked: [false] } },
  messages: {
    en: {
      name: 'Timesheet v2',
      fields: {
        workDate: 'Day',
        personId: 'Person',
        scheduledStart: 'Scheduled start',
        scheduledEnd: 'Scheduled end',
        clockIn: 'Clock-in',
        clockOut: 'Clock-out',
        paidBreakMinutes: 'Paid break (min)',
        unpaidBreakMinutes: 'Unpaid break (min)',
        leaveMinutes: 'Leave (min)',
        scheduledMinutes: 'Scheduled (min)',
        workedMinutes: 'Worked (min)',
        totalMinutes: 'Total (min)',
        differenceMinutes: 'Difference (min)',
        note: 'Note',
        status: 'Status',
        locked: 'Locked by HQ',
        approvedAt: 'Approved at',
        updatedAt: 'Last updated',
      },
      actions: { approve: { label: 'Approve', done: 'Approved' } },
    },
    tr: {
      name: 'Puantaj v2',
      fields: {
        workDate: 'Gün',
        personId: 'Kişi',
        scheduledStart: 'Plan başlangıcı',
        scheduledEnd: 'Plan bitişi',
        clockIn: 'Giriş',
        clockOut: 'Çıkış',
        paidBreakMinutes: 'Ücretli mola (dk)',
        unpaidBreakMinutes: 'Ücretsiz mola (dk)',
        leaveMinutes: 'İzin (dk)',
        scheduledMinutes: 'Planlanan (dk)',
        workedMinutes: 'Çalışılan (dk)',
        totalMinutes: 'Toplam (dk)',
        differenceMinutes: 'Fark (dk)',
        note: 'Not',
        status: 'Durum',
        locked: 'Merkez kilitledi',
        approvedAt: 'Onay zamanı',
        updatedAt: 'Son güncelleme',
      },
      actions: { approve: { label: 'Onayla', done: 'Onaylandı' } },
    },
  },
});
