// The messages between the gateway and the embedded database's thread. Errors cross as plain
// fields (structured cloning keeps only an error's message), so PostgreSQL's code, detail and
// constraint reach the caller as they would in process.

export type DbCall =
  | { id: number; op: 'query'; sql: string; params: unknown[]; transaction?: number }
  | { id: number; op: 'exec'; sql: string; transaction?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; transaction: number; commit: boolean }
  | { id: number; op: 'close' };

export interface DbErrorFields {
  name: string;
  message: string;
  [field: string]: unknown;
}

export type DbReply = { id: number; result: unknown; error?: undefined } | { id: number; error: DbErrorFields };

/** PostgreSQL's error fields worth keeping, as pg and PGlite name them. */
const FIELDS = ['code', 'severity', 'detail', 'hint', 'position', 'where', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

export function errorFields(error: unknown): DbErrorFields {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: DbErrorFields = { name: error.name, message: error.message };
  for (const field of FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) fields[field] = value;
  }
  return fields;
}

/** The error again, on the calling side, with the same message and fields. */
export function toError(fields: DbErrorFields): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}
