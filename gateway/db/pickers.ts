// Pickers of one franchise: the filtered list (the sticky widget's picker list, the picker
// program), one picker, and moving a picker to another store of the same franchise; and their
// live state as the demo simulator changes it (status, who is free, the tests' on-shift picker).
import { PICKER_BUSY, PICKER_FREE } from '../orders/live-state';
import type { Timestamp } from '../orders/replies';
import { Params } from './sql';
import { insertHistory } from './actions';
import { syncStaffStore } from './people-actions';
import type { Queryable } from './db';
import { queryJsonRows } from './json-rows';

/** Spec 3: Picker _id, name, status, statusReasonCode, lastJobDate, warehouse; plus its live flags. */
export interface PickerRecord {
  _id: string;
  name: string;
  status: number;
  /** The busy reason as stored: null for a busy picker who gave none (reads as unknown, 289). */
  statusReasonCode: number | null;
  statusUpdatedAt: string;
  lastJobDate: string | null;
  isActivated: boolean;
  isLoggedIn: boolean;
  warehouse: { _id: string; name: string };
}

export interface PickerFilter {
  warehouseIds?: string[];
  isActivated?: boolean;
  isLoggedIn?: boolean;
  statuses?: number[];
  limit: number;
  offset: number;
}

interface PickerRow {
  id: string;
  name: string;
  status: number;
  status_reason_code: number | null;
  status_updated_at: Timestamp;
  last_job_date: Timestamp | null;
  is_activated: boolean;
  is_logged_in: boolean;
  warehouse_id: string;
  warehouse_name: string;
}

const PICKER_COLUMNS = `p.id, p.name, p.status, p.status_reason_code, p.status_updated_at, p.last_job_date, p.is_activated,
  p.is_logged_in, p.warehouse_id, w.name AS warehouse_name`;

export function pickerRecord(row: PickerRow): PickerRecord {
  return {
    _id: row.id,
    name: row.name,
    status: row.status,
    statusReasonCode: row.status_reason_code,
    statusUpdatedAt: new Date(row.status_updated_at).toISOString(),
    lastJobDate: row.last_job_date && new Date(row.last_job_date).toISOString(),
    isActivated: row.is_activated,
    isLoggedIn: row.is_logged_in,
    warehouse: { _id: row.warehouse_id, name: row.warehouse_name },
  };
}

export async function filterPickers(db: Queryable, franchiseId: string, filter: PickerFilter): Promise<{ pickers: PickerRecord[]; total: number }> {
  const params = new Params();
  const conditions = [`p.franchise_id = ${params.add(franchiseId)}`];
  if (filter.warehouseIds) conditions.push(`p.warehouse_id = ANY(${params.add(filter.warehouseIds)}::text[])`);
  if (filter.isActivated !== undefined) conditions.push(`p.is_activated = ${params.add(filter.isActivated)}`);
  if (filter.isLoggedIn !== undefined) conditions.push(`p.is_logged_in = ${params.add(filter.isLoggedIn)}`);
  if (filter.statuses) conditions.push(`p.status = ANY(${params.add(filter.statuses)}::int[])`);
  const where = conditions.join(' AND ');
  const countParams = [...params.values];
  const [rows, count] = await Promise.all([
    queryJsonRows<PickerRow>(
      db,
      `SELECT ${PICKER_COLUMNS} FROM pickers p JOIN warehouses w ON w.id = p.warehouse_id
       WHERE ${where} ORDER BY p.name, p.id LIMIT ${params.add(filter.limit)} OFFSET ${params.add(filter.offset)}`,
      params.values,
      'r.name, r.id',
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM pickers p WHERE ${where}`, countParams),
  ]);
  return { pickers: rows.map(pickerRecord), total: count.rows[0].total };
}

/** One picker of the franchise, or null. */
export async function findPicker(db: Queryable, franchiseId: string, pickerId: string): Promise<PickerRecord | null> {
  const { rows } = await db.query<PickerRow>(
    `SELECT ${PICKER_COLUMNS} FROM pickers p JOIN warehouses w ON w.id = p.warehouse_id WHERE p.franchise_id = $1 AND p.id = $2`,
    [franchiseId, pickerId],
  );
  return rows[0] ? pickerRecord(rows[0]) : null;
}

/**
 * Moves a picker to another store of the same franchise. Answers 'picker' when the picker is not
 * the franchise's, 'warehouse' when the store is not, else the moved picker.
 */
export async function changePickerWarehouse(
  db: Queryable,
  franchiseId: string,
  pickerId: string,
  warehouseId: string,
  /** Who asked: the move is written to the person's history as their "changeStore" action. */
  actor?: { userId: string; now: Date },
): Promise<PickerRecord | 'picker' | 'warehouse'> {
  const picker = await db.query<{ warehouse_id: string }>(`SELECT warehouse_id FROM pickers WHERE id = $1 AND franchise_id = $2 FOR UPDATE`, [pickerId, franchiseId]);
  if (picker.rows.length === 0) return 'picker';
  const store = await db.query(`SELECT 1 FROM warehouses WHERE id = $1 AND franchise_id = $2`, [warehouseId, franchiseId]);
  if (store.rows.length === 0) return 'warehouse';
  // The picker's people row (same id) shows the same store as the picker's.
  await syncStaffStore(db, franchiseId, pickerId, warehouseId);
  const moved = (await findPicker(db, franchiseId, pickerId))!;
  if (actor) {
    await insertHistory(db, {
      franchiseId, resource: 'people', recordId: pickerId, action: 'changeStore', userId: actor.userId, at: actor.now,
      from: { warehouseId: picker.rows[0].warehouse_id }, to: { warehouseId }, asked: { warehouseId },
    });
  }
  return moved;
}

/** A picker's status (and reason), with the last job's date when a job just ended. */
export async function setPicker(db: Queryable, pickerId: string, status: number, reason: number | null, now: Date, finishedJob = false): Promise<void> {
  await db.query(
    `UPDATE pickers SET status = $2, status_reason_code = $3, status_updated_at = $4,
       last_job_date = CASE WHEN $5 THEN $4 ELSE last_job_date END
     WHERE id = $1`,
    [pickerId, status, reason, now, finishedJob],
  );
}

/** Pickers at work (activated and logged in) whose status is one of `statuses`, every franchise's. */
export async function pickersAtWork(db: Queryable, statuses: readonly number[]): Promise<{ id: string; franchise_id: string; status: number }[]> {
  const { rows } = await db.query<{ id: string; franchise_id: string; status: number }>(
    `SELECT id, franchise_id, status FROM pickers WHERE is_activated AND is_logged_in AND status = ANY($1::int[]) ORDER BY id`,
    [statuses],
  );
  return rows;
}

/** A free picker at work in the store, or null. */
export async function freePicker(db: Queryable, warehouseId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM pickers WHERE warehouse_id = $1 AND is_activated AND is_logged_in AND status = $2
     ORDER BY last_job_date NULLS FIRST, id LIMIT 1`,
    [warehouseId, PICKER_FREE],
  );
  return rows[0]?.id ?? null;
}

/**
 * Frees one picker of the store for the browser tests' hook: one back from a break, else one off
 * shift comes on; answers whether there was one (the realtime picker event is the caller's).
 */
export async function pickerOnShift(db: Queryable, warehouseId: string, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE pickers SET status = $2, status_reason_code = NULL, status_updated_at = $4, is_logged_in = true
     WHERE id = (SELECT id FROM pickers WHERE warehouse_id = $1 AND is_activated AND (status = $3 OR NOT is_logged_in)
                 ORDER BY is_logged_in DESC, id LIMIT 1)
     RETURNING id`,
    [warehouseId, PICKER_FREE, PICKER_BUSY, now],
  );
  return rows[0]?.id ?? null;
}
