// The generic REST layer's tables (gateway/rest): reading and writing one resource's rows, always
// inside one franchise. A list is one statement for the page and one COUNT for the total, both
// over the same WHERE, which always starts with the franchise. Values travel as parameters;
// identifiers come from the checked declaration and mapping (gateway/rest/resource.ts).
import { randomUUID } from 'node:crypto';
import type { StateMatch } from '../../src/domain/declaration/actions';
import { NOT_EDITABLE } from '../../src/domain/declaration/resource';
import { mimeOf, typeList, type FileTypeName } from '../../src/domain/files';
import { STALE_RECORD, VERSION_FIELD } from '../../src/domain/declaration/version';
import { GatewayError } from '../errors';
import type { ListQuery, ResourceIndex, RestRecord, RestResource } from './model';
import type { Queryable } from './db';
import { attachFiles, releaseFiles } from './files';
import { franchiseZoneSql } from './franchises';
import { assertIdentifier, escapeLike, Params, quoted } from './sql';

const staleRecord = () => new GatewayError(409, STALE_RECORD);



/**
 * A looked-up field's column (TableMapping.lookups): the other table's row with the same id in the
 * same franchise, read in the record's own statement, so a list needs no query per row.
 */
export function lookupColumn(lookup: { table: string; column: string }, table: string, idColumn: string, scopeColumn: string): string {
  return `(SELECT l.${assertIdentifier(lookup.column)} FROM ${assertIdentifier(lookup.table)} l WHERE l.id = ${table}.${idColumn} AND l.franchise_id = ${table}.${scopeColumn})`;
}

// Array parameters need their element type spelled out.
export const ARRAY_CASTS: Record<string, string> = {
  number: 'numeric[]',
  money: 'numeric[]',
  enum: 'integer[]',
  boolean: 'boolean[]',
  date: 'date[]',
  datetime: 'timestamptz[]',
};

/** How a field is read: dates as YYYY-MM-DD text whatever the driver does with them. */
export function selectList(resource: RestResource): string {
  const columns = Object.entries(resource.columns).filter(([field]) => !resource.fields[field].filterOnly).map(([field, column]) =>
    resource.fields[field].kind === 'date'
      ? `to_char(${column}, 'YYYY-MM-DD') AS ${quoted(field)}`
      : `${column} AS ${quoted(field)}`,
  );
  return [`${resource.idColumn}::text AS id`, ...columns].join(', ');
}

/** The WHERE of a list: the franchise first, then every filter. */
export function whereClause(resource: RestResource, query: Pick<ListQuery, 'filters' | 'q' | 'ids'>, franchiseId: string, params: Params): string {
  const conditions = [`${resource.scopeColumn} = ${params.add(franchiseId)}`];
  if (query.ids) conditions.push(`${resource.idColumn} = ANY(${params.add(query.ids)}::text[])`);
  for (const { field, values } of query.filters) {
    const column = resource.columns[field];
    const day = resource.dayFilters[field];
    if (day && values && values.length === 1) {
      // the day's start (or the next day's) in the franchise's zone
      const zone = franchiseZoneSql(params.add(franchiseId));
      const next = day.keep === 'startsBefore' ? ' + 1' : '';
      const start = `((${params.add(values[0])}::date${next})::timestamp AT TIME ZONE ${zone})`;
      conditions.push(day.keep === 'endsAfter' ? `${column} > ${start}` : `${column} < ${start}`);
      continue;
    }
    if (day) throw new GatewayError(400, 'INVALID_FILTER', { field });
    if (values === null) conditions.push(`${column} IS NULL`);
    else if (resource.fields[field].kind === 'personName') {
      // A name filter finds the names containing what was typed (spaces as the name kind cleans
      // them), whatever its case; the backslash is LIKE's default escape.
      const patterns = values.map((value) => `%${escapeLike(String(value).trim().replace(/\s+/g, ' '))}%`);
      conditions.push(`${column} ILIKE ANY(${params.add(patterns)}::text[])`);
    } else if (values.length === 1) conditions.push(`${column} = ${params.add(values[0])}`);
    else conditions.push(`${column} = ANY(${params.add(values)}::${ARRAY_CASTS[resource.fields[field].kind] ?? 'text[]'})`);
  }
  if (query.q) {
    const pattern = params.add(`%${escapeLike(query.q)}%`);
    const matches = resource.search.map((field) => `${resource.columns[field]} ILIKE ${pattern} ESCAPE '\\'`);
    conditions.push(`(${matches.join(' OR ')})`);
  }
  return conditions.join(' AND ');
}

export interface ListStatements {
  rows: { sql: string; params: unknown[] };
  count: { sql: string; params: unknown[] };
}

/** The page and the total of a list, scoped to `franchiseId`. */
export function listStatements(resource: RestResource, query: ListQuery, franchiseId: string): ListStatements {
  const params = new Params();
  const where = whereClause(resource, query, franchiseId, params);
  const countParams = [...params.values];
  const order = query.sort.order;
  const sortColumn = query.sort.field === 'id' ? resource.idColumn : resource.columns[query.sort.field];
  // NULLS LAST both ways, and the id as the tie-breaker, so pages never overlap or skip rows.
  const orderBy =
    sortColumn === resource.idColumn
      ? `${resource.idColumn} ${order}`
      : `${sortColumn} ${order} NULLS LAST, ${resource.idColumn} ASC`;
  const limit = params.add(query.range.end - query.range.start + 1);
  const offset = params.add(query.range.start);
  return {
    rows: {
      sql: `SELECT ${selectList(resource)} FROM ${resource.table} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
      params: params.values,
    },
    count: { sql: `SELECT count(*)::int AS total FROM ${resource.table} WHERE ${where}`, params: countParams },
  };
}

export async function listRecords(
  db: Queryable,
  resource: RestResource,
  query: ListQuery,
  franchiseId: string,
): Promise<{ rows: RestRecord[]; total: number }> {
  const statements = listStatements(resource, query, franchiseId);
  const [rows, count] = await Promise.all([
    db.query<RestRecord>(statements.rows.sql, statements.rows.params),
    db.query<{ total: number }>(statements.count.sql, statements.count.params),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}

export async function findRecord(
  db: Queryable,
  resource: RestResource,
  id: string,
  franchiseId: string,
  /** A typed resource's record: its type's number, which the record must have. */
  type?: number,
): Promise<RestRecord | null> {
  const typed = resource.typedBy && type !== undefined ? ` AND ${resource.typedBy.column} = $3` : '';
  const { rows } = await db.query<RestRecord>(
    `SELECT ${selectList(resource)} FROM ${resource.table} WHERE ${resource.idColumn} = $1 AND ${resource.scopeColumn} = $2${typed}`,
    typed ? [id, franchiseId, type] : [id, franchiseId],
  );
  return rows[0] ?? null;
}

/** Every reference in `data` must name a row of the same franchise: 400 INVALID_REFERENCE otherwise. */
export async function checkReferences(
  db: Queryable,
  resource: RestResource,
  index: ResourceIndex,
  data: Record<string, unknown>,
  franchiseId: string,
): Promise<void> {
  for (const [field, value] of Object.entries(data)) {
    const descriptor = resource.fields[field];
    if (descriptor.kind !== 'reference' || value === null) continue;
    const target = index.get(descriptor.reference);
    if (!target) throw new Error(`resource ${descriptor.reference} is not served`);
    const { rows } = await db.query(
      `SELECT 1 FROM ${target.table} WHERE ${target.idColumn} = $1 AND ${target.scopeColumn} = $2`,
      [value, franchiseId],
    );
    if (rows.length === 0) throw new GatewayError(400, 'INVALID_REFERENCE', { field });
  }
}

/** A value as a statement parameter: a file field's references travel as JSON text into jsonb. */
function valueParam(resource: RestResource, field: string, value: unknown, params: Params): string {
  if (resource.fields[field].kind === 'file') return `${params.add(value === null ? null : JSON.stringify(value))}::jsonb`;
  return params.add(value);
}

/**
 * Every file field in `data` must name files uploaded by this franchise and held by no other
 * record (400 INVALID_REFERENCE naming the field otherwise); they are attached to this record's
 * field and `data` gets their stored references (name, type and size as uploaded, never as sent).
 */
async function attachFileFields(db: Queryable, resource: RestResource, id: string, data: Record<string, unknown>, franchiseId: string): Promise<void> {
  for (const [field, value] of Object.entries(data)) {
    if (resource.fields[field].kind !== 'file') continue;
    const owner = `${resource.name}/${id}/${field}`;
    const list = value === null ? [] : Array.isArray(value) ? (value as { key: string }[]) : [value as { key: string }];
    if (list.length === 0) {
      await releaseFiles(db, owner, franchiseId);
      data[field] = Array.isArray(value) ? [] : null;
      continue;
    }
    const refs = await attachFiles(db, list.map((file) => file.key), owner, franchiseId);
    if (!refs) throw new GatewayError(400, 'INVALID_REFERENCE', { field });
    // An upload may be any of the spec's types; the field takes only those it declares (a bill's
    // file: PDF, PNG, JPEG). Thrown inside the write's transaction, so nothing stays attached.
    const { accept } = resource.fields[field] as { accept?: readonly FileTypeName[] };
    if (accept && refs.some((ref) => !accept.some((name) => mimeOf(name) === ref.type))) {
      throw new GatewayError(400, 'FILE_TYPE_REFUSED', { field, accepted: typeList(accept) });
    }
    data[field] = Array.isArray(value) ? refs : refs[0];
  }
}

/**
 * Applies a validated partial update whose `updatedAt` is the version the caller read: null when
 * the record is not the franchise's, 409 STALE_RECORD (nothing changed) when it has moved on since.
 */
/** `(a = ANY($1) AND b = ANY($2)) OR (...)`: the start states of an action, as SQL. */
export function stateCondition(resource: RestResource, states: readonly StateMatch[], params: Params): string {
  const alternatives = states.map((state) => {
    const conditions = Object.entries(state).map(([field, values]) => {
      const cast = ARRAY_CASTS[resource.fields[field].kind] ?? 'text[]';
      return `${resource.columns[field]} = ANY(${params.add(values)}::${cast})`;
    });
    return conditions.length > 0 ? `(${conditions.join(' AND ')})` : 'true';
  });
  return `(${alternatives.join(' OR ')})`;
}

export async function updateRecord(
  db: Queryable,
  resource: RestResource,
  index: ResourceIndex,
  id: string,
  body: Record<string, unknown>,
  franchiseId: string,
  now: Date,
): Promise<RestRecord | null> {
  const { [VERSION_FIELD]: readVersion, ...data } = body;
  const version = resource.versionColumn;
  const params = new Params();
  const target = `${resource.idColumn} = ${params.add(id)} AND ${resource.scopeColumn} = ${params.add(franchiseId)}`;
  // JSON carries whole milliseconds: the stored version is compared at that precision.
  const matches = version ? `date_trunc('milliseconds', ${version}) = ${params.add(readVersion)}::timestamptz` : 'true';
  // `edit.when`: only a record in one of these states may be edited (a candidate at 0 or 5).
  const editable = resource.editWhen ? stateCondition(resource, [resource.editWhen], params) : 'true';
  // The row is locked for the rest of the transaction: no other update slips in between.
  const current = await db.query<{ current: boolean; editable: boolean }>(
    `SELECT ${matches} AS current, ${editable} AS editable FROM ${resource.table} WHERE ${target} FOR UPDATE`,
    [...params.values],
  );
  if (current.rows.length === 0) return null;
  if (!current.rows[0].editable) throw new GatewayError(409, NOT_EDITABLE);
  if (!current.rows[0].current) throw staleRecord();
  await checkReferences(db, resource, index, data, franchiseId);
  await attachFileFields(db, resource, id, data, franchiseId);
  const assignments = Object.entries(data).map(([field, value]) => `${resource.columns[field]} = ${valueParam(resource, field, value, params)}`);
  if (resource.updatedAtColumn) {
    // Every update moves the version forward, even two within one millisecond or a clock that went back.
    const column = resource.updatedAtColumn;
    assignments.push(`${column} = greatest(${params.add(now)}::timestamptz, date_trunc('milliseconds', ${column}) + interval '1 millisecond')`);
  }
  // The version is checked again by the UPDATE itself: it changes the row only while it is the one read.
  const updated = await db.query(
    `UPDATE ${resource.table} SET ${assignments.join(', ')} WHERE ${target} AND ${matches} AND ${editable} RETURNING ${resource.idColumn}`,
    params.values,
  );
  if (updated.rows.length === 0) throw staleRecord();
  return findRecord(db, resource, id, franchiseId);
}

export async function createRecord(
  db: Queryable,
  resource: RestResource,
  index: ResourceIndex,
  data: Record<string, unknown>,
  franchiseId: string,
  now: Date,
): Promise<RestRecord> {
  await checkReferences(db, resource, index, data, franchiseId);
  const id = randomUUID();
  await attachFileFields(db, resource, id, data, franchiseId);
  const params = new Params();
  const columns = [resource.idColumn, resource.scopeColumn];
  const values = [params.add(id), params.add(franchiseId)];
  for (const [field, value] of Object.entries(data)) {
    columns.push(resource.columns[field]);
    values.push(valueParam(resource, field, value, params));
  }
  for (const column of [resource.createdAtColumn, resource.updatedAtColumn]) {
    if (column && !columns.includes(column)) {
      columns.push(column);
      values.push(params.add(now));
    }
  }
  await db.query(`INSERT INTO ${resource.table} (${columns.join(', ')}) VALUES (${values.join(', ')})`, params.values);
  const created = await findRecord(db, resource, id, franchiseId);
  if (!created) throw new Error(`created ${resource.name} ${id} cannot be read back`);
  return created;
}

/** Deletes and answers the record; null when it is not the franchise's. */
export async function deleteRecord(
  db: Queryable,
  resource: RestResource,
  id: string,
  franchiseId: string,
): Promise<RestRecord | null> {
  const record = await findRecord(db, resource, id, franchiseId);
  if (!record) return null;
  await db.query(`DELETE FROM ${resource.table} WHERE ${resource.idColumn} = $1 AND ${resource.scopeColumn} = $2`, [
    id,
    franchiseId,
  ]);
  return record;
}
