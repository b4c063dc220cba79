// The shapes the generic REST layer (gateway/rest) and its tables (gateway/db) share: a served
// resource joined with its table, its write hooks and action effects, a parsed list query. They
// sit here, at the bottom, so db/ needs nothing above it and rest/ builds on db/ (eslint/layers.js).
import type { AccessRule } from '../../src/domain/access';
import type { StateMatch, WorkflowActions } from '../../src/domain/declaration/actions';
import type { FieldDescriptor } from '../../src/domain/declaration/fields';
import type { Queryable } from './db';

/** Where a resource lives in the database. */
export interface TableMapping {
  table: string;
  /** The column every query is scoped by; default `franchise_id`. */
  scopeColumn?: string;
  /** Default `id` (text). */
  idColumn?: string;
  /** Columns whose name is not the snake_case of the field name. */
  columns?: Record<string, string>;
  /** Set to now on create; default `created_at`, null when the table has none. */
  createdAtColumn?: string | null;
  /**
   * Set to now on create and update; null (default) when the table has none. An editable
   * resource needs it: it is the version its updates are checked against.
   */
  updatedAtColumn?: string | null;
  /** What a resource does besides storing a body (a duplicate check, a history row). */
  hooks?: WriteHooks;
  /** What an action does besides writing the record, in its transaction (another table kept in step). */
  actionEffects?: Record<string, ActionEffect>;
  /**
   * Filter-only day fields (`filterOnly`) and how they narrow the list, by the days of the
   * franchise's zone: `endsAfter` keeps rows whose `column` is after the day's start (a period
   * still running on or after that day), `startsBefore` rows whose `column` is before the next
   * day's start (a period begun on or before it). Both together: the periods overlapping the days.
   */
  dayFilters?: Record<string, { column: string; keep: 'endsAfter' | 'startsBefore' }>;
  /**
   * Read-only fields read from another table's row with the same id in the same franchise (a
   * person's courier status from `couriers`), in the same statement as the record: no query per
   * row. Null when that table has no such row. Never filtered, sorted or written.
   */
  lookups?: Record<string, { table: string; column: string }>;
}

/** Who writes, where and when: what a write hook may need besides the body. */
export interface WriteContext {
  franchiseId: string;
  userId: string;
  now: Date;
  /** The record being updated; absent on create. */
  id?: string;
}

/**
 * Run inside the write's transaction, so a refusal (a thrown GatewayError) or a failure leaves
 * nothing written. The SQL they run lives in gateway/db/.
 */
export interface WriteHooks {
  /**
   * Before a create or update is stored, with the checked and cleaned body. It may answer values
   * the gateway derives and stores with the body (declared fields, read-only ones included: a
   * leave's status from its type and document, its store from its person).
   */
  beforeWrite?: (tx: Queryable, body: Readonly<Record<string, unknown>>, context: WriteContext) => Promise<void | Readonly<Record<string, unknown>>>;
  /** After a create is stored, with the new record as read back. */
  afterCreate?: (tx: Queryable, record: Readonly<Record<string, unknown>> & { id: string }, context: WriteContext) => Promise<void>;
}

export type SortOrder = 'ASC' | 'DESC';

export interface RestResource {
  name: string;
  /** Where its routes are: `/<name>` unless the declaration's `rest.path` says otherwise. */
  path: string;
  /** A typed resource's enumeration field (`rest.typedBy`): its column and each key's number. */
  typedBy: { field: string; column: string; keys: ReadonlyMap<string, number> } | null;
  table: string;
  scopeColumn: string;
  idColumn: string;
  fields: Readonly<Record<string, FieldDescriptor>>;
  /** Every declared field's column (a looked-up field's: the subquery that reads it). */
  columns: Readonly<Record<string, string>>;
  filters: readonly string[];
  sortable: readonly string[];
  /** Fields `q` searches; empty when the list has no search (then `q` is refused). */
  search: readonly string[];
  editFields: readonly string[];
  /** null: no POST. */
  createFields: readonly string[] | null;
  canDelete: boolean;
  defaultSort: { field: string; order: SortOrder };
  perPage: number;
  /** `create` is `write` unless the declaration names a rule of its own (`create.access`). */
  rules: { read: AccessRule; update: AccessRule; write: AccessRule; create: AccessRule };
  createdAtColumn: string | null;
  updatedAtColumn: string | null;
  /** The version column (`updatedAt`'s), which every PUT must match; null when nothing is editable. */
  versionColumn: string | null;
  /** `edit.when`: the states a record must be in for a PUT; null when any state may be edited. */
  editWhen: StateMatch | null;
  hooks: WriteHooks;
  /** Filter-only day fields: their column (also in `columns`) and comparison. */
  dayFilters: Readonly<Record<string, { column: string; keep: 'endsAfter' | 'startsBefore' }>>;
  /** Looked-up fields (TableMapping.lookups): their table and column, their `columns` entry the subquery. */
  lookups: Readonly<Record<string, { table: string; column: string }>>;
  /** The declared workflow actions (gateway/rest/actions.ts) and their effects. */
  actions: WorkflowActions;
  actionEffects: Readonly<Record<string, ActionEffect>>;
}

export type RestRecord = Record<string, unknown> & { id: string };

export interface ResourceIndex {
  get(name: string): RestResource | undefined;
}

export interface Actor {
  userId: string;
  franchiseId: string;
}

/** What a resource's mapping may add to an action, in the same transaction (gateway/resources). */
export type ActionEffect = (db: Queryable, context: { record: RestRecord; values: Record<string, unknown>; actor: Actor; now: Date }) => Promise<void>;

export type FilterValue = { field: string; values: unknown[] | null };

export interface ListQuery {
  /** Declared filters: a list of allowed values each (null: the field is empty). */
  filters: FilterValue[];
  q: string | null;
  ids: string[] | null;
  sort: { field: string; order: SortOrder };
  /** Inclusive, as Content-Range counts. */
  range: { start: number; end: number };
}
