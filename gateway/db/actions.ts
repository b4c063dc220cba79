// The declared workflow actions' statements (gateway/rest/actions.ts): one action on one record,
// inside the caller's transaction and franchise. The row is locked, then the UPDATE itself
// carries the start-state check (`AND (status = ANY(...))`), so a record that moved on meanwhile
// changes nothing; every run leaves a row in record_history.
import type { StateValue, WorkflowAction } from '../../src/domain/declaration/actions';
import { matchesState, startStates } from '../../src/domain/declaration/actions';
import type { Queryable } from './db';
import type { ActionEffect, Actor, ResourceIndex, RestRecord, RestResource } from './model';
import { checkReferences, selectList, stateCondition } from './records';
import { Params } from './sql';



export type ActionOutcome = { kind: 'not_found' } | { kind: 'moved_on' } | { kind: 'refused'; code: string } | { kind: 'done'; record: RestRecord };

/** The fields an action's history shows as "from" and "to". */
function stateFields(action: WorkflowAction, written: Record<string, unknown>): string[] {
  const names = new Set<string>([...startStates(action).flatMap((state) => Object.keys(state)), ...Object.keys(written)]);
  return [...names];
}

/**
 * Runs `action` (already access-checked, values validated) on record `id` of the franchise:
 * not_found for another franchise's or a missing id, moved_on when the record is in none of the
 * action's start states (nothing written), else the record after it.
 */
export async function runAction(
  db: Queryable,
  resource: RestResource,
  index: ResourceIndex,
  name: string,
  action: WorkflowAction,
  id: string,
  values: Record<string, unknown>,
  actor: Actor,
  now: Date,
  effect?: ActionEffect,
): Promise<ActionOutcome> {
  const target = `${resource.idColumn} = $1 AND ${resource.scopeColumn} = $2`;
  const locked = await db.query<RestRecord>(
    `SELECT ${selectList(resource)} FROM ${resource.table} WHERE ${target} FOR UPDATE`,
    [id, actor.franchiseId],
  );
  const before = locked.rows[0];
  if (!before) return { kind: 'not_found' };
  // In a start state but not fit to move yet (the declaration says why): nothing written.
  const refusal = startStates(action).some((state) => matchesState(state, before)) ? action.refuse?.(before) : null;
  if (refusal) return { kind: 'refused', code: refusal };

  const asked = Object.fromEntries(Object.keys(action.fields ?? {}).filter((field) => field in values).map((field) => [field, values[field]]));
  const written: Record<string, unknown> = { ...(action.writesFields ? asked : {}), ...(action.sets ?? {}) };
  await checkReferences(db, resource, index, written, actor.franchiseId);

  const params = new Params();
  params.add(id);
  params.add(actor.franchiseId);
  const assignments = Object.entries(written).map(([field, value]) => `${resource.columns[field]} = ${params.add(value)}`);
  for (const field of action.stamps ?? []) assignments.push(`${resource.columns[field]} = ${params.add(now)}`);
  if (resource.updatedAtColumn) assignments.push(`${resource.updatedAtColumn} = ${params.add(now)}`);
  let states = stateCondition(resource, startStates(action), params);
  // `until`: records in its states only while the clock is before their instant.
  if (action.until) {
    const column = resource.columns[action.until.field];
    states = `(${states} AND (NOT ${stateCondition(resource, [action.until.when], params)} OR ${column} > ${params.add(now)}::timestamptz))`;
  }
  // The start-state check is part of the statement that writes: no other writer slips in between.
  const changed =
    assignments.length > 0
      ? await db.query(`UPDATE ${resource.table} SET ${assignments.join(', ')} WHERE ${target} AND ${states} RETURNING ${resource.idColumn}`, params.values)
      : await db.query(`SELECT ${resource.idColumn} FROM ${resource.table} WHERE ${target} AND ${states}`, params.values);
  if (changed.rows.length === 0) return { kind: 'moved_on' };

  await effect?.(db, { record: before, values: asked, actor, now });
  const fields = stateFields(action, written);
  await insertHistory(db, {
    franchiseId: actor.franchiseId,
    resource: resource.name,
    recordId: id,
    action: name,
    userId: actor.userId,
    at: now,
    from: Object.fromEntries(fields.map((field) => [field, before[field] ?? null])),
    to: Object.fromEntries(fields.map((field) => [field, field in written ? written[field] : (before[field] ?? null)])),
    asked,
  });
  const after = await db.query<RestRecord>(`SELECT ${selectList(resource)} FROM ${resource.table} WHERE ${target}`, [id, actor.franchiseId]);
  return { kind: 'done', record: after.rows[0] };
}

export interface HistoryEntry {
  franchiseId: string;
  resource: string;
  recordId: string;
  action: string;
  userId: string | null;
  /** Who, when it is not a panel user (HQ); else the user's name as it is now. */
  userName?: string;
  at: Date;
  from: Record<string, unknown>;
  to: Record<string, unknown>;
  asked: Record<string, unknown>;
}

/** One row of a record's history; the user's name is kept as it was then. */
export async function insertHistory(db: Queryable, entry: HistoryEntry): Promise<void> {
  await db.query(
    `INSERT INTO record_history (franchise_id, resource, record_id, action, user_id, user_name, at, from_state, to_state, asked)
     VALUES ($1, $2, $3, $4, $5, COALESCE($10, (SELECT name FROM users WHERE id = $5)), $6, $7::jsonb, $8::jsonb, $9::jsonb)`,
    [
      entry.franchiseId,
      entry.resource,
      entry.recordId,
      entry.action,
      entry.userId,
      entry.at,
      JSON.stringify(entry.from),
      JSON.stringify(entry.to),
      JSON.stringify(entry.asked),
      entry.userName ?? null,
    ],
  );
}

export interface HistoryRow {
  id: string;
  action: string;
  userName: string | null;
  at: string;
  from: Record<string, StateValue | null>;
  to: Record<string, StateValue | null>;
  asked: Record<string, unknown>;
}

/** A record's history, newest first (at most `limit` rows). */
export async function listHistory(db: Queryable, franchiseId: string, resource: string, recordId: string, limit = 100): Promise<HistoryRow[]> {
  const { rows } = await db.query<{ id: string; action: string; user_name: string | null; at: Date | string; from_state: unknown; to_state: unknown; asked: unknown }>(
    `SELECT id::text AS id, action, user_name, at, from_state, to_state, asked FROM record_history
     WHERE franchise_id = $1 AND resource = $2 AND record_id = $3 ORDER BY at DESC, id DESC LIMIT $4`,
    [franchiseId, resource, recordId, limit],
  );
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, never>;
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    userName: row.user_name,
    at: new Date(row.at).toISOString(),
    from: json(row.from_state),
    to: json(row.to_state),
    asked: json(row.asked),
  }));
}
