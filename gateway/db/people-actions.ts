// What the people's declared actions do besides writing the people row (gateway/resources):
// a courier's or picker's own row follows its store, and an information-edit request is created
// instead of editing the person. Same transaction and franchise as the action.
import { randomUUID } from 'node:crypto';
import { INFORMATION_EDIT_FIELDS } from '../../src/domain/enums';
import { GatewayError } from '../errors';
import type { ActionEffect } from './model';
import type { Queryable } from './db';

/** The couriers / pickers row of a person (same id) moves with the person's store. */
export const followStore: ActionEffect = async (db, { record, values, actor }) => {
  await syncStaffStore(db, actor.franchiseId, record.id, values.warehouseId as string);
};

export async function syncStaffStore(db: Queryable, franchiseId: string, personId: string, warehouseId: string): Promise<void> {
  await db.query(`UPDATE couriers SET warehouse_id = $3 WHERE id = $1 AND franchise_id = $2`, [personId, franchiseId, warehouseId]);
  await db.query(`UPDATE pickers SET warehouse_id = $3 WHERE id = $1 AND franchise_id = $2`, [personId, franchiseId, warehouseId]);
  await db.query(`UPDATE people SET warehouse_id = $3 WHERE id = $1 AND franchise_id = $2`, [personId, franchiseId, warehouseId]);
}

/**
 * One active request per field given whose value differs from the person's now. A request that
 * would change nothing is refused (400 NOTHING_TO_CHANGE), so HQ is never asked to decide one.
 */
export const createInformationEditRequests: ActionEffect = async (db, { record, values, actor, now }) => {
  const asked = Object.entries(INFORMATION_EDIT_FIELDS).filter(([field]) => {
    const value = values[field];
    return value !== undefined && value !== null && value !== '';
  });
  const changed = asked.filter(([field]) => String(values[field]).trim() !== String(record[field] ?? '').trim());
  if (changed.length === 0) throw new GatewayError(400, 'NOTHING_TO_CHANGE', asked[0] ? { field: asked[0][0] } : undefined);
  for (const [field, code] of changed) {
    await db.query(
      `INSERT INTO information_edit_requests (id, franchise_id, person_id, field, old_value, new_value, status, request_date, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 1, $7::timestamptz::date, $7)`,
      [randomUUID(), actor.franchiseId, record.id, code, record[field] ?? null, String(values[field]), now],
    );
  }
};
