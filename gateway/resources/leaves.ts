// Leave as the generic REST layer serves it (resources/staff/leaves.ts, docs/leave.md): the
// declaration, its table, and what a create or an edit derives besides storing the body, in the
// write's transaction (gateway/rest/resource.ts, WriteHooks):
//   - create: the person must be an active person of the franchise; the type one its country
//     offers (400 LEAVE_TYPE_NOT_OFFERED); the bounds sane (400 LEAVE_BOUNDS). An all-day leave's
//     bounds become the midnights of its first and after its last day in the caller's zone, and
//     they may not overlap another leave of the person that still holds its days (409
//     LEAVE_OVERLAPS, linking to that leave); the
//     store is the person's, the workable minutes the work type's unless given, and the status
//     400 while a type that needs a document has none, else 100. Its history starts there.
//   - edit (document and note, only at 100 or 400): the status follows the document the same
//     way, so attaching one moves a 400 on to 100 (a history row says so).
import leaves from '../../resources/staff/leaves';
import {
  defaultWorkableMinutes,
  leaveStatusFor,
  leaveTypeRule,
  LEAVE_MAX_DAYS,
  normalizeAllDay,
} from '../../src/domain/leave';
import { fillPath } from '../../src/domain/paths';
import { insertHistory } from '../db/actions';
import { leaveClash, leaveTypeAndDocument, leaveWriteFacts } from '../db/leaves';
import { GatewayError } from '../errors';
import type { RestResource } from '../db/model';
import { defineRestResource } from '../rest/resource';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Bounds as stored: an all-day leave on whole days of the zone, a part-day one within 24 hours. */
function checkedBounds(allDay: boolean, startsAt: string, endsAt: string, timeZone: string): { startsAt: string; endsAt: string } {
  const bounds = allDay ? normalizeAllDay(startsAt, endsAt, timeZone) : { startsAt: new Date(startsAt).toISOString(), endsAt: new Date(endsAt).toISOString() };
  const length = Date.parse(bounds.endsAt) - Date.parse(bounds.startsAt);
  const ordered = Date.parse(endsAt) > Date.parse(startsAt) || (allDay && Date.parse(endsAt) >= Date.parse(startsAt));
  if (!ordered || length <= 0 || (!allDay && length > DAY_MS) || length > LEAVE_MAX_DAYS * DAY_MS + HOUR_MS) {
    throw new GatewayError(400, 'LEAVE_BOUNDS', { field: 'endsAt' });
  }
  return bounds;
}

export const leaveResources: readonly RestResource[] = [
  defineRestResource(leaves, {
    table: 'leaves',
    updatedAtColumn: 'updated_at',
    // the list's days: leaves still running on or after the first, begun on or before the last
    dayFilters: { periodFrom: { column: 'ends_at', keep: 'endsAfter' }, periodTo: { column: 'starts_at', keep: 'startsBefore' } },
    hooks: {
      async beforeWrite(tx, body, { franchiseId, userId, now, id }) {
        if (id === undefined) {
          const facts = await leaveWriteFacts(tx, franchiseId, String(body.personId), userId);
          if (!facts) throw new GatewayError(400, 'INVALID_REFERENCE', { field: 'personId' });
          if (!facts.isActive) throw new GatewayError(400, 'LEAVE_PERSON_INACTIVE', { field: 'personId' });
          const rule = leaveTypeRule(facts.country, body.type);
          if (!rule) throw new GatewayError(400, 'LEAVE_TYPE_NOT_OFFERED', { field: 'type' });
          const allDay = body.allDay !== false;
          const bounds = checkedBounds(allDay, String(body.startsAt), String(body.endsAt), facts.timeZone);
          const clash = await leaveClash(tx, franchiseId, String(body.personId), bounds.startsAt, bounds.endsAt);
          if (clash) {
            // the form links to the leave in the way, as a duplicate candidate's does
            const path = fillPath(leaves.routes.show ?? '/', { id: clash.id } as never);
            throw new GatewayError(409, 'LEAVE_OVERLAPS', { link: { path }, leave: { id: clash.id, startsAt: clash.startsAt.toISOString(), endsAt: clash.endsAt.toISOString() } });
          }
          return {
            ...bounds,
            allDay,
            warehouseId: facts.warehouseId,
            workableMinutes: typeof body.workableMinutes === 'number' ? body.workableMinutes : defaultWorkableMinutes(facts.country, facts.workType),
            status: leaveStatusFor(rule.needsDocument, body.document != null),
          };
        }
        const current = await leaveTypeAndDocument(tx, franchiseId, id);
        if (!current) return undefined; // not the franchise's: the update answers 404
        const hasDocument = 'document' in body ? body.document != null : current.hasDocument;
        const status = leaveStatusFor(leaveTypeRule(current.country, current.type)?.needsDocument ?? false, hasDocument);
        if (status !== current.status) {
          // Rolled back with the edit if it is refused (stale, no longer editable).
          await insertHistory(tx, {
            franchiseId,
            resource: leaves.name,
            recordId: id,
            action: hasDocument ? 'attachDocument' : 'removeDocument',
            userId,
            at: now,
            from: { status: current.status },
            to: { status },
            asked: {},
          });
        }
        return { status };
      },
      async afterCreate(tx, record, { franchiseId, userId, now }) {
        await insertHistory(tx, {
          franchiseId,
          resource: leaves.name,
          recordId: record.id,
          action: 'create',
          userId,
          at: now,
          from: {},
          to: { status: record.status },
          asked: {},
        });
      },
    },
  }),
];
