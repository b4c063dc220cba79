import { leaveStatus, leaveType } from '../../src/domain/enums';
import { defineResource } from '../../src/domain/declaration/entry';
import { boolean, date, datetime, enumOf, file, number, reference, store, text } from '../../src/domain/declaration/fields';
import { leaveTypesOf, LEAVE_AWAITING, LEAVE_MAX_DAYS } from '../../src/domain/leave';

/**
 * Spec 2, Staff: leave of the franchise's people (DOMAIN.md, Leave; docs/leave.md). A leave is
 * asked for by someone with workforce/add_leave; it waits for its document (400) when its type
 * needs one, else it is pending (100). Attaching the document (an edit, only at 100 or 400) moves
 * it on to 100. A pending leave is approved (200) or declined (300, with a reason), one at a time
 * or a selection at once (all or nothing); pending ones and an approved one that has not started
 * yet can be canceled (0). Nothing else moves out of 0, 200 or 300. Days and hours are derived
 * from the bounds and the workable minutes (the database's generated columns).
 */
const DECIDE = { roles: ['workforce'], permission: 'update' } as const;

export default defineResource({
  name: 'leaves',
  group: 'staff',
  order: 130,
  icon: 'BeachAccess',
  access: { roles: ['workforce'] },
  badge: 'leavesCount',
  // The create route is ours (the spec names none): adding a leave needs a form of its own
  // (docs/leave.md). Only users with workforce/add_leave get it, in the list's Create button too.
  routes: { list: '/staff/leave/list', show: '/staff/leave/detail/:id', create: '/staff/leave/create' },
  fields: {
    // the form offers active people only: the gateway refuses a leave for anyone else
    personId: reference('people', 'name', { required: true, sortable: true, pickFrom: { isActive: true } }),
    /** The person's store when the leave was asked for; set by the gateway. */
    warehouseId: store({ readOnly: true, sortable: true }),
    type: enumOf(leaveType, { required: true, sortable: true, valuesOf: (country) => leaveTypesOf(country).map((rule) => rule.type) }),
    status: enumOf(leaveStatus, { readOnly: true, sortable: true }),
    /** The list's default order (derived): 100 pending, 400 pending for document, then 200, 300, 0. */
    statusRank: number({ readOnly: true, sortable: true }),
    allDay: boolean(),
    // all day: shown as the first and the last day (the stored end is the midnight after it)
    startsAt: datetime({ required: true, sortable: true, dayWhen: { field: 'allDay' } }),
    endsAt: datetime({ required: true, sortable: true, dayWhen: { field: 'allDay', end: true } }),
    days: number({ readOnly: true, sortable: true }),
    hours: number({ readOnly: true }),
    /** One working day of the person, in minutes; the gateway fills it from the work type when left empty. */
    workableMinutes: number({ integer: true, min: 30, max: 720 }),
    note: text({ multiline: true, maxLength: 500 }),
    document: file(),
    declineReason: text({ readOnly: true, multiline: true, maxLength: 300 }),
    decidedAt: datetime({ readOnly: true }),
    createdAt: datetime({ readOnly: true, sortable: true }),
    updatedAt: datetime({ readOnly: true }),
    /** The list's days (filters only): leaves on or after `periodFrom` and on or before `periodTo`. */
    periodFrom: date({ filterOnly: true }),
    periodTo: date({ filterOnly: true }),
  },
  actions: {
    approve: { from: { status: [100] }, sets: { status: 200 }, stamps: ['decidedAt'], access: DECIDE, bulk: true, bulkAllOrNothing: true },
    decline: {
      from: { status: [100] },
      sets: { status: 300 },
      stamps: ['decidedAt'],
      access: DECIDE,
      fields: { declineReason: text({ required: true, multiline: true, maxLength: 300 }) },
      writesFields: true,
      confirm: true,
      bulk: true,
      bulkAllOrNothing: true,
    },
    cancel: {
      from: { status: [100, 200, 400] },
      // an approved leave only before it starts
      until: { field: 'startsAt', when: { status: [200] } },
      sets: { status: 0 },
      access: DECIDE,
      confirm: true,
    },
  },
  recordRepresentation: 'personId',
  list: {
    columns: ['personId', 'type', 'status', 'startsAt', 'endsAt', 'days', 'hours', 'warehouseId'],
    filters: ['status', 'personId', 'warehouseId', 'type', 'periodFrom', 'periodTo'],
    dateRange: { from: 'periodFrom', to: 'periodTo', maxDays: LEAVE_MAX_DAYS },
    // what waits first: 100 pending, 400 pending for document, then 200, 300 and 0
    sort: { field: 'statusRank', order: 'ASC' },
    perPage: 25,
  },
  create: {
    fields: ['personId', 'type', 'allDay', 'startsAt', 'endsAt', 'workableMinutes', 'note', 'document'],
    access: { roles: ['workforce/add_leave'], permission: 'write' },
    defaults: { allDay: true },
  },
  // Only the franchise's own part while it waits: the note, and the document that moves a 400 on.
  edit: { fields: ['document', 'note'], when: { status: [...LEAVE_AWAITING] } },
  show: {
    fields: ['personId', 'status', 'type', 'allDay', 'startsAt', 'endsAt', 'days', 'hours', 'workableMinutes', 'warehouseId', 'note', 'document', 'declineReason', 'decidedAt', 'createdAt'],
  },
  messages: {
    en: {
      name: 'Leave requests',
      fields: {
        personId: 'Person',
        type: 'Leave type',
        status: 'Status',
        statusRank: 'Queue order',
        allDay: 'All day',
        startsAt: 'Starts',
        endsAt: 'Ends',
        days: 'Days',
        hours: 'Hours',
        workableMinutes: 'Workable minutes a day',
        note: 'Note',
        document: 'Document',
        declineReason: 'Reason for declining',
        decidedAt: 'Decided',
        createdAt: 'Asked',
        updatedAt: 'Updated',
        periodFrom: 'On leave from',
        periodTo: 'On leave until',
      },
      actions: {
        approve: { label: 'Approve', done: 'The leave was approved' },
        decline: { label: 'Decline', done: 'The leave was declined', confirm: 'Decline this leave? The person will have to ask again.' },
        cancel: { label: 'Cancel the leave', done: 'The leave was canceled', confirm: 'Cancel this leave? It cannot be reopened.' },
        // history rows that are not buttons
        create: { label: 'Asked for' },
        attachDocument: { label: 'Document attached' },
        removeDocument: { label: 'Document removed' },
      },
    },
    tr: {
      name: 'İzin talepleri',
      fields: {
        personId: 'Personel',
        type: 'İzin türü',
        status: 'Durum',
        statusRank: 'Sıra',
        allDay: 'Tam gün',
        startsAt: 'Başlangıç',
        endsAt: 'Bitiş',
        days: 'Gün',
        hours: 'Saat',
        workableMinutes: 'Günlük çalışma dakikası',
        note: 'Not',
        document: 'Belge',
        declineReason: 'Ret gerekçesi',
        decidedAt: 'Karar tarihi',
        createdAt: 'Talep tarihi',
        updatedAt: 'Güncellenme',
        periodFrom: 'İzinli olduğu ilk gün',
        periodTo: 'İzinli olduğu son gün',
      },
      actions: {
        approve: { label: 'Onayla', done: 'İzin onaylandı' },
        decline: { label: 'Reddet', done: 'İzin reddedildi', confirm: 'Bu izin reddedilsin mi? Kişinin yeniden talep etmesi gerekir.' },
        cancel: { label: 'İzni iptal et', done: 'İzin iptal edildi', confirm: 'Bu izin iptal edilsin mi? Yeniden açılamaz.' },
        create: { label: 'Talep edildi' },
        attachDocument: { label: 'Belge eklendi' },
        removeDocument: { label: 'Belge kaldırıldı' },
      },
    },
  },
});
