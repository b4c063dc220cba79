// What a person's slot may not run into: another of their slots, or their approved leave. Both
// are refused with 409 and a message naming the clash (the other slot's store and times, or the
// leave's dates) in the caller's language and time zone. The person is locked for the check
// (an advisory lock on their id, inside the write's transaction), so two managers assigning the
// same person at once cannot both pass.
import { formatDateTime } from '../../src/domain/dates';
import { SLOT_STATUS, type SlotPerson } from '../../src/domain/shiftPlan';
import { GatewayError } from '../errors';
import type { Language } from '../i18n';
import type { Queryable } from './db';

export interface ClashContext {
  language: Language;
  timeZone: string;
}

/** Approved leave (spec 4 leave status 200) keeps a person off the plan. */
export const APPROVED_LEAVE = 200;

export async function assertNoClash(
  db: Queryable,
  franchiseId: string,
  person: SlotPerson,
  startsAt: string,
  endsAt: string,
  slotId: string | null,
  context: ClashContext,
): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`shift-person:${franchiseId}:${person.id}`]);
  const when = (value: string) => formatDateTime(value, context.language, context.timeZone);
  const other = await db.query<{ id: string; starts_at: string | Date; ends_at: string | Date; store: string }>(
    `SELECT s.id, s.starts_at, s.ends_at, w.name AS store FROM shift_slots s JOIN warehouses w ON w.id = s.warehouse_id
      WHERE s.franchise_id = $1 AND s.person_id = $2 AND s.status <> $3 AND s.starts_at < $5 AND s.ends_at > $4 AND s.id <> $6
      ORDER BY s.starts_at LIMIT 1`,
    [franchiseId, person.id, SLOT_STATUS.deleted, startsAt, endsAt, slotId ?? ''],
  );
  const slot = other.rows[0];
  if (slot) {
    const start = new Date(slot.starts_at).toISOString();
    const end = new Date(slot.ends_at).toISOString();
    throw new GatewayError(
      409,
      'SHIFT_SLOT_OVERLAP',
      { clash: { kind: 'slot', slotId: slot.id, startsAt: start, endsAt: end, store: slot.store } },
      undefined,
      { name: person.name, store: slot.store, start: when(start), end: when(end) },
    );
  }
  const leave = await db.query<{ id: string; starts_at: string | Date; ends_at: string | Date }>(
    `SELECT id, starts_at, ends_at FROM leaves
      WHERE franchise_id = $1 AND person_id = $2 AND status = $3 AND starts_at < $5 AND ends_at > $4 ORDER BY starts_at LIMIT 1`,
    [franchiseId, person.id, APPROVED_LEAVE, startsAt, endsAt],
  );
  const onLeave = leave.rows[0];
  if (onLeave) {
    const start = new Date(onLeave.starts_at).toISOString();
    const end = new Date(onLeave.ends_at).toISOString();
    throw new GatewayError(
      409,
      'SHIFT_SLOT_ON_LEAVE',
      { clash: { kind: 'leave', leaveId: onLeave.id, startsAt: start, endsAt: end } },
      undefined,
      { name: person.name, start: when(start), end: when(end) },
    );
  }
}
