// A resource declaration (resources/**, the same file the panel renders) joined with its table:
// everything the generic REST layer enforces is read from the declaration, never listed twice.
//   access          -> read rule; `update` for PUT, `write` for POST and DELETE, same roles
//   fields          -> record shape, column per field (snake_case unless mapped), body schemas
//   list.filters    -> the filter keys a list accepts (plus `q` and `id`)
//   list.search     -> `q`: ILIKE over the text fields of the list's columns
//   a personName filter -> the names containing the typed text, any case (ILIKE)
//   sortable fields -> the sort keys a list accepts (plus `id`)
//   edit / create   -> the fields PUT / POST accept
//   mask            -> a field shown whole only with a permission (gateway/rest/mask.ts)
//   updatedAt       -> the version an editable resource's PUT must send back (optimistic concurrency)
import type { AccessRule } from '../../src/domain/access';
import type { ResourceData } from '../../src/domain/declaration/resource';
import type { FieldDescriptor } from '../../src/domain/declaration/fields';
import { VERSION_FIELD } from '../../src/domain/declaration/version';
import { DEFAULT_PAGE_SIZE } from '../../src/domain/constants';
import type { Queryable } from '../db/db';
import { assertIdentifier } from '../db/sql';
import { startStates, type StateMatch, type WorkflowActions } from '../../src/domain/declaration/actions';
import type { ActionEffect } from '../db/actions';

/** What the gateway reads of a declaration; a `defineResource(...)` entry fits as it is. */
export type RestDeclaration = Pick<ResourceData, 'name' | 'access' | 'fields' | 'list' | 'edit' | 'create' | 'actions'> & {
  /** DELETE /<name>/:id exists only when true (needs `write`). */
  delete?: boolean;
};

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

const TEXT_KINDS: ReadonlySet<FieldDescriptor['kind']> = new Set(['text', 'phone', 'email', 'nationalId', 'iban', 'personName']);

export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Joins a declaration with its table; throws at start-up on a declaration the gateway cannot serve. */
export function defineRestResource(declaration: RestDeclaration, mapping: TableMapping): RestResource {
  const { name, fields } = declaration;
  const problem = (message: string) => new Error(`resource ${name}: ${message}`);
  const fieldNames = Object.keys(fields);
  const known = (list: readonly string[] | undefined, what: string) => {
    for (const field of list ?? []) if (!(field in fields)) throw problem(`${what} names unknown field "${field}"`);
    return [...(list ?? [])];
  };
  const writable = (list: readonly string[] | undefined, what: string) => {
    for (const field of known(list, what)) {
      if (fields[field].readOnly || fields[field].filterOnly) throw problem(`${what} names read-only field "${field}"`);
    }
    return [...(list ?? [])];
  };

  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw problem('the name must be a lowercase path segment');
  const columns: Record<string, string> = {};
  const table = assertIdentifier(mapping.table);
  const scopeColumn = assertIdentifier(mapping.scopeColumn ?? 'franchise_id');
  const idColumn = assertIdentifier(mapping.idColumn ?? 'id');
  for (const field of fieldNames) {
    if (field === 'id') throw problem('"id" is implicit and must not be declared');
    const lookup = mapping.lookups?.[field];
    columns[field] = lookup
      ? `(SELECT l.${assertIdentifier(lookup.column)} FROM ${assertIdentifier(lookup.table)} l WHERE l.id = ${table}.${idColumn} AND l.franchise_id = ${table}.${scopeColumn})`
      : assertIdentifier(mapping.dayFilters?.[field]?.column ?? mapping.columns?.[field] ?? snakeCase(field));
  }
  for (const field of Object.keys(mapping.lookups ?? {})) {
    if (!(field in fields)) throw problem(`a lookup is mapped to undeclared field "${field}"`);
    const descriptor = fields[field];
    if (!descriptor.readOnly || descriptor.sortable || declaration.list?.filters?.includes(field)) {
      throw problem(`looked-up field "${field}" must be read-only, not sortable and not a filter`);
    }
  }
  for (const [field, descriptor] of Object.entries(fields)) {
    const mapped = mapping.dayFilters?.[field];
    if (Boolean(descriptor.filterOnly) !== Boolean(mapped) || (mapped && descriptor.kind !== 'date')) {
      throw problem(`field "${field}": a filter-only field is a date mapped in dayFilters, and only such a field is mapped there`);
    }
    if (descriptor.filterOnly && (descriptor.sortable || !declaration.list?.filters?.includes(field))) throw problem(`filter-only field "${field}" must be a list filter and not sortable`);
  }

  const sortable = fieldNames.filter((field) => fields[field].sortable);
  const searchDeclared = (declaration.list?.search as { fields?: string[] } | undefined)?.fields;
  const search = !declaration.list?.search
    ? []
    : searchDeclared
      ? known(searchDeclared, 'list.search.fields')
      : (declaration.list.columns ?? []).filter((field) => TEXT_KINDS.has(fields[field]?.kind));
  if (declaration.list?.search && search.length === 0) throw problem('list.search has no text field to search');

  // A masked value must not be guessable through the list: no filter, sort or search on it.
  for (const [field, descriptor] of Object.entries(fields)) {
    if (!descriptor.mask) continue;
    if (descriptor.sortable || declaration.list?.filters?.includes(field) || search.includes(field)) {
      throw problem(`masked field "${field}" cannot be sorted, filtered or searched`);
    }
  }

  // A file is opened, not compared: no filter or sort on it.
  for (const [field, descriptor] of Object.entries(fields)) {
    if (descriptor.kind === 'file' && (descriptor.sortable || declaration.list?.filters?.includes(field))) {
      throw problem(`file field "${field}" cannot be sorted or filtered`);
    }
  }

  const sort = declaration.list?.sort ?? { field: 'id', order: 'ASC' as const };
  if (sort.field !== 'id' && !sortable.includes(sort.field)) throw problem(`default sort "${sort.field}" is not sortable`);

  const editFields = writable(declaration.edit?.fields, 'edit.fields');
  const updatedAtColumn = mapping.updatedAtColumn ? assertIdentifier(mapping.updatedAtColumn) : null;
  // Every editable resource has optimistic concurrency: no edit fields without a version.
  const version = fields[VERSION_FIELD];
  if (editFields.length > 0) {
    if (!updatedAtColumn) throw problem('edit fields need updatedAtColumn: it is the version updates are checked against');
    if (!version || version.kind !== 'datetime' || !version.readOnly) throw problem(`edit fields need a read-only datetime field "${VERSION_FIELD}"`);
    if (columns[VERSION_FIELD] !== updatedAtColumn) throw problem(`"${VERSION_FIELD}" must be the updatedAtColumn`);
  }

  const editWhen = declaration.edit?.when ?? null;
  if (editWhen) known(Object.keys(editWhen), 'edit.when');

  const actions = declaration.actions ?? {};
  for (const [actionName, action] of Object.entries(actions)) {
    const names = [
      ...startStates(action).flatMap((state) => Object.keys(state)),
      ...Object.keys(action.sets ?? {}),
      ...(action.stamps ?? []),
      ...(action.until ? [action.until.field, ...Object.keys(action.until.when)] : []),
      ...(action.writesFields ? Object.keys(action.fields ?? {}) : []),
    ];
    for (const field of names) if (!(field in fields)) throw problem(`action ${actionName} names unknown field "${field}"`);
  }
  for (const actionName of Object.keys(mapping.actionEffects ?? {})) {
    if (!(actionName in actions)) throw problem(`an effect is mapped to undeclared action "${actionName}"`);
  }

  return {
    name,
    table,
    scopeColumn,
    idColumn,
    fields,
    columns,
    filters: known(declaration.list?.filters, 'list.filters'),
    sortable,
    search,
    editFields,
    createFields: declaration.create ? writable(declaration.create.fields, 'create.fields') : null,
    canDelete: declaration.delete === true,
    defaultSort: { field: sort.field, order: sort.order },
    perPage: declaration.list?.perPage ?? DEFAULT_PAGE_SIZE,
    rules: {
      read: declaration.access,
      update: { ...declaration.access, permission: 'update' },
      write: { ...declaration.access, permission: 'write' },
      create: declaration.create?.access ?? { ...declaration.access, permission: 'write' },
    },
    createdAtColumn: mapping.createdAtColumn === undefined ? 'created_at' : mapping.createdAtColumn && assertIdentifier(mapping.createdAtColumn),
    updatedAtColumn,
    versionColumn: editFields.length > 0 ? updatedAtColumn : null,
    editWhen,
    hooks: mapping.hooks ?? {},
    actions,
    actionEffects: mapping.actionEffects ?? {},
    dayFilters: mapping.dayFilters ?? {},
    lookups: mapping.lookups ?? {},
  };
}

/** Every reference field must point at a resource the gateway serves (its table and scope). */
export function assertReferencesServed(resources: readonly RestResource[]): void {
  const names = new Set(resources.map((resource) => resource.name));
  for (const resource of resources) {
    for (const [field, descriptor] of Object.entries(resource.fields)) {
      if (descriptor.kind === 'reference' && !names.has(descriptor.reference)) {
        throw new Error(`resource ${resource.name}: ${field} references "${descriptor.reference}", which the gateway does not serve`);
      }
    }
  }
}
