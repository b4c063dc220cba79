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
import type { ResourceData } from '../../src/domain/declaration/resource';
import type { FieldDescriptor } from '../../src/domain/declaration/fields';
import { VERSION_FIELD } from '../../src/domain/declaration/version';
import { DEFAULT_PAGE_SIZE } from '../../src/domain/constants';
import type { RestResource, TableMapping } from '../db/model';
import { lookupColumn } from '../db/records';
import { assertIdentifier } from '../db/sql';
import { startStates } from '../../src/domain/declaration/actions';
import { restPathOf, typedKeys } from '../../src/domain/declaration/restPath';

/** What the gateway reads of a declaration; a `defineResource(...)` entry fits as it is. */
export type RestDeclaration = Pick<ResourceData, 'name' | 'access' | 'fields' | 'list' | 'edit' | 'create' | 'actions' | 'rest'> & {
  /** DELETE /<name>/:id exists only when true (needs `write`). */
  delete?: boolean;
};






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
      ? lookupColumn(lookup, table, idColumn, scopeColumn)
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

  // A date's `after` rule is checked on a body's two days (fieldChecks.ts): a create takes both
  // or neither, and neither is editable, where a body carrying one of them would slip past it.
  for (const [field, descriptor] of Object.entries(fields)) {
    if (descriptor.kind !== 'date' || !descriptor.after) continue;
    const pair = [field, known([descriptor.after], `field "${field}" after`)[0]!];
    const created = pair.filter((name) => declaration.create?.fields.includes(name)).length;
    if (created === 1 || pair.some((name) => declaration.edit?.fields.includes(name))) {
      throw problem(`field "${field}" is after "${descriptor.after}": create both or neither, edit neither`);
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

  // a typed resource is read through its type: nothing writes to it
  const keys = typedKeys(declaration);
  if (declaration.rest && Object.keys(actions).length > 0) throw problem('actions are served under /<name>: a resource with actions keeps its name as its path');
  if (keys && (editFields.length > 0 || declaration.create || declaration.delete || Object.keys(actions).length > 0)) {
    throw problem('a typed resource (rest.typedBy) is read-only: no edit, create, delete or actions');
  }

  return {
    name,
    path: restPathOf(declaration),
    typedBy: keys ? { field: declaration.rest!.typedBy!, column: columns[declaration.rest!.typedBy!]!, keys } : null,
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
