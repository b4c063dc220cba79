import { defineResource } from '../../src/domain/declaration/entry';
import { datetime, enumOf, store, text } from '../../src/domain/declaration/fields';
import { shiftPlanRequestStatus } from '../../src/domain/enums';
import { SHIFT_PLAN_PATHS } from '../../src/domain/paths';
import { decisionPermission, REQUEST_STATUS, shiftPlanRule } from '../../src/domain/shiftPlan';

const WAITING = [REQUEST_STATUS.waiting];

/**
 * Spec 2, Staff: employees' requests to change or drop a shift plan slot (spec 4: 100 planned, 200
 * waiting, 300 approved, 400 declined), waiting ones first, then by the asked sort (POST
 * /shift-plan/requests/filter, a report). A waiting one is approved (the slot changes with the plan's own checks: a clash is
 * refused and named) or declined with an optional note, each through its spec call
 * (POST /shift-plan/requests/{id}/{approve|decline}) and with the permission its kind needs.
 */
export default defineResource({
  name: 'staff-plan-shift',
  group: 'staff',
  order: 110,
  icon: 'ViewTimeline',
  access: { roles: ['shift_plan'] },
  routes: { list: '/staff/plan/shift' },
  report: {
    path: `${SHIFT_PLAN_PATHS.requests}/filter`,
    reply: { rows: 'requests', total: 'totalCount' },
    read: { personName: 'person.name' },
  },
  listParts: 'shift-plan-requests',
  fields: {
    personName: text(),
    warehouseId: store(),
    kind: text(),
    startsAt: datetime({ sortable: true }),
    wantedStartsAt: datetime(),
    reason: text(),
    decisionNote: text(),
    status: enumOf(shiftPlanRequestStatus),
  },
  list: {
    columns: ['personName', 'warehouseId', 'kind', 'startsAt', 'wantedStartsAt', 'reason', 'decisionNote', 'status'],
    filters: ['status', 'warehouseId'],
    // waiting ones first (the query's rule), then the soonest slot
    sort: { field: 'startsAt', order: 'ASC' },
    perPage: 25,
  },
  // each through its spec call; an approval needs the permission of the request's kind
  actions: {
    approveChange: {
      from: { status: WAITING, kind: ['change'] },
      access: shiftPlanRule(decisionPermission('change', 'approve')),
      via: { when: {}, call: 'shiftPlanApprove' },
    },
    approveDrop: {
      from: { status: WAITING, kind: ['drop'] },
      access: shiftPlanRule(decisionPermission('drop', 'approve')),
      via: { when: {}, call: 'shiftPlanApprove' },
    },
    decline: {
      from: { status: WAITING },
      access: shiftPlanRule(decisionPermission('change', 'decline')),
      fields: { note: text({ multiline: true, maxLength: 300 }) },
      via: { when: {}, call: 'shiftPlanDecline' },
    },
  },
  messages: {
    en: {
      name: 'Shift plan requests',
      kinds: { change: 'Change times', drop: 'Drop the slot' },
      fields: {
        personName: 'Person',
        kind: 'Request',
        startsAt: 'Slot',
        wantedStartsAt: 'Wanted',
        reason: 'Reason',
        decisionNote: 'Decision note',
        status: 'Status',
        note: 'Note (optional)',
      },
      actions: {
        approveChange: { label: 'Approve', done: 'Request approved' },
        approveDrop: { label: 'Approve', done: 'Request approved' },
        decline: { label: 'Decline', done: 'Request declined' },
      },
    },
    tr: {
      name: 'Vardiya planı talepleri',
      kinds: { change: 'Saat değişikliği', drop: 'Vardiyayı bırakma' },
      fields: {
        personName: 'Kişi',
        kind: 'Talep',
        startsAt: 'Vardiya',
        wantedStartsAt: 'İstenen',
        reason: 'Gerekçe',
        decisionNote: 'Karar notu',
        status: 'Durum',
        note: 'Not (isteğe bağlı)',
      },
      actions: {
        approveChange: { label: 'Onayla', done: 'Talep onaylandı' },
        approveDrop: { label: 'Onayla', done: 'Talep onaylandı' },
        decline: { label: 'Reddet', done: 'Talep reddedildi' },
      },
    },
  },
});
