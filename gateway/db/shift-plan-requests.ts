// Shift plan requests (spec 4: 100 planned, 200 waiting, 300 approved, 400 declined): an employee
// asks to change a slot's times or to drop it; the franchise approves (the slot changes in the
// same transaction, with the plan's own checks) or declines. Only a waiting request is decided.
import { REQUEST_STATUS, type RequestDecision, type RequestKind, type ShiftPlanRequest } from '../../src/domain/shiftPlan';
import { GatewayError } from '../errors';
import type { Queryable } from './db';
import { queryJsonRows } from './json-rows';
import { editSlot, readSlot, runSlotAction, type SlotActor } from './shift-plan';
import type { ClashContext } from './shift-plan-clashes';

interface RequestRow {
  id: string;
  warehouse_id: string;
  slot_id: string;
  person_id: string;
  person_name: string;
  kind: RequestKind;
  status: number;
  starts_at: string;
  ends_at: string;
  wanted_starts_at: string | null;
  wanted_ends_at: string | null;
  reason: string | null;
  decision_note: string | null;
  created_at: string;
  updated_at: string;
}

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);
const requestOf = (row: RequestRow): ShiftPlanRequest => ({
  id: row.id,
  warehouseId: row.warehouse_id,
  slotId: row.slot_id,
  person: { id: row.person_id, name: row.person_name },
  kind: row.kind,
  status: row.status,
  startsAt: iso(row.starts_at)!,
  endsAt: iso(row.ends_at)!,
  wantedStartsAt: iso(row.wanted_starts_at),
  wantedEndsAt: iso(row.wanted_ends_at),
  reason: row.reason,
  decisionNote: row.decision_note,
  createdAt: iso(row.created_at)!,
  updatedAt: iso(row.updated_at)!,
});

const REQUEST_SELECT = `SELECT r.id, r.warehouse_id, r.slot_id, r.person_id, p.name AS person_name, r.kind, r.status, s.starts_at, s.ends_at,
  r.wanted_starts_at, r.wanted_ends_at, r.reason, r.decision_note, r.created_at, r.updated_at
  FROM shift_plan_requests r JOIN people p ON p.id = r.person_id JOIN shift_slots s ON s.id = r.slot_id`;

export interface RequestFilter {
  warehouseId?: string;
  status?: number;
  /** A sortable field of the report (its slot's start), 1 ascending or -1. */
  sort: { field: string; order: 1 | -1 };
  limit: number;
  offset: number;
}

/** The report's sortable fields as the query's columns. */
const SORT_COLUMNS: Readonly<Record<string, string>> = { startsAt: 'starts_at' };

/** The franchise's requests, waiting ones first, then by the asked sort (a field not sortable: newest first). */
export async function listRequests(db: Queryable, franchiseId: string, filter: RequestFilter): Promise<{ requests: ShiftPlanRequest[]; total: number }> {
  const params: unknown[] = [franchiseId];
  const where = ['r.franchise_id = $1'];
  if (filter.warehouseId) where.push(`r.warehouse_id = $${params.push(filter.warehouseId)}`);
  if (filter.status !== undefined) where.push(`r.status = $${params.push(filter.status)}`);
  const condition = where.join(' AND ');
  const column = SORT_COLUMNS[filter.sort.field];
  const order = column ? `${column} ${filter.sort.order === 1 ? 'ASC' : 'DESC'}` : 'created_at DESC';
  const [rows, count] = await Promise.all([
    queryJsonRows<RequestRow & { waiting_first: number }>(
      db,
      `SELECT q.*, CASE WHEN q.status = ${REQUEST_STATUS.waiting} THEN 0 ELSE 1 END AS waiting_first FROM (${REQUEST_SELECT} WHERE ${condition}) q
        ORDER BY waiting_first, ${order}, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.limit, filter.offset],
      `r.waiting_first, r.${order}, r.id`,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM shift_plan_requests r WHERE ${condition}`, params),
  ]);
  return { requests: rows.map(requestOf), total: count.rows[0].total };
}

/** Approves or declines a waiting request; an approval changes the slot (new times, or unassigned for a drop). */
export async function decideRequest(
  db: Queryable,
  actor: SlotActor,
  id: string,
  decision: RequestDecision,
  version: string,
  note: string | null,
  clash: ClashContext,
): Promise<ShiftPlanRequest> {
  const locked = await db.query<{ id: string; kind: RequestKind; status: number; slot_id: string; updated_at: string | Date; wanted_starts_at: string | Date | null; wanted_ends_at: string | Date | null }>(
    `SELECT id, kind, status, slot_id, updated_at, wanted_starts_at, wanted_ends_at FROM shift_plan_requests WHERE id = $1 AND franchise_id = $2 FOR UPDATE`,
    [id, actor.franchiseId],
  );
  const request = locked.rows[0];
  if (!request) throw new GatewayError(404, 'NOT_FOUND');
  if (Date.parse(new Date(request.updated_at).toISOString()) !== Date.parse(version)) throw new GatewayError(409, 'STALE_RECORD');
  if (request.status !== REQUEST_STATUS.waiting) throw new GatewayError(409, 'SHIFT_SLOT_NOT_IN_STATE');
  if (decision === 'approve') {
    const slot = await readSlot(db, actor.franchiseId, request.slot_id);
    if (!slot) throw new GatewayError(404, 'NOT_FOUND');
    if (request.kind === 'drop') {
      await runSlotAction(db, actor, slot.id, 'unassign', slot.updatedAt, {}, clash);
    } else {
      const startsAt = new Date(request.wanted_starts_at!).toISOString();
      const endsAt = new Date(request.wanted_ends_at!).toISOString();
      await editSlot(db, actor, slot.id, slot.updatedAt, { startsAt, endsAt, vehicleType: slot.vehicleType, breakMinutes: slot.breakMinutes }, clash);
    }
  }
  await db.query(
    `UPDATE shift_plan_requests SET status = $3, decision_note = $4, decided_at = $5, decided_by = $6, updated_at = $5 WHERE id = $1 AND franchise_id = $2`,
    [id, actor.franchiseId, decision === 'approve' ? REQUEST_STATUS.approved : REQUEST_STATUS.declined, note, actor.now, actor.userId],
  );
  const rows = await queryJsonRows<RequestRow>(db, `${REQUEST_SELECT} WHERE r.id = $1 AND r.franchise_id = $2`, [id, actor.franchiseId], 'r.id');
  return requestOf(rows[0]);
}

/** The request's kind, for the route's permission check before the decision runs. */
export async function requestKind(db: Queryable, franchiseId: string, id: string): Promise<RequestKind | null> {
  const found = await db.query<{ kind: RequestKind }>(`SELECT kind FROM shift_plan_requests WHERE id = $1 AND franchise_id = $2`, [id, franchiseId]);
  return found.rows[0]?.kind ?? null;
}
