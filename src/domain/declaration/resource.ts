// The plain-data half of a resource declaration (resources/*.ts): what the panel derives its
// screens from and the reference gateway checks and validates its calls with. No React and no
// panel types here, so the gateway reads it as data; ./entry.ts adds the
// panel-only parts (menu, icon, texts, custom views).
import type { AccessRule } from '../access';
import type { CacheLifetime } from '../constants';
import { matchesState, type StateMatch, type WorkflowActions } from './actions';
import type { FieldDescriptor } from './fields';
import type { ReportDeclaration } from './report';

/** Where a row of a summary list opens: another list, filtered to the records behind the row. */
export interface RowLink {
  path: string;
  filter?: Readonly<Record<string, string>>;
  period?: { from: string; to: string };
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

export interface ResourceData<F extends string = string> {
  // Field names are inferred from `fields` only (NoInfer elsewhere), so a typo in a column is an error.
  /** react-admin resource name; also the gateway's REST path (`/vehicles`). */
  name: string;
  /** Read access; editing needs `update`, creating and deleting need `write` on the same roles. */
  access: AccessRule;
  /** Exact spec paths. `list` is the menu target; `show` has `:id` and edits in place. */
  routes: { list?: string; show?: string; create?: string };
  /**
   * Where the gateway serves the resource when not at `/<name>` (./restPath.ts): `path`, e.g.
   * `/wps/logs`, so the client's call groups apply (a /wps/ segment is retried five times), and
   * `typedBy`, an enumeration field whose key is part of a record's address: its detail call is
   * `<path>/<key>/<id>` (the `show` route has `:<typedBy>` and `:id`), the key one of the
   * enumeration's, checked by the gateway. A typed resource is read-only.
   */
  rest?: { path: string; typedBy?: NoInfer<F> };
  fields: Record<F, FieldDescriptor>;
  /**
   * How long the panel keeps what it read of this resource (spec 9): `session` (600,000 ms, the
   * default), `long` (people and couriers, 7,200,000 ms) or `live` (kept current by events).
   */
  cacheLifetime?: CacheLifetime;
  /** The field that names a record (references, titles). */
  recordRepresentation?: NoInfer<F>;
  list?: {
    columns: NoInfer<F>[];
    /** Columns a wide table starts without (the column chooser offers them; cards and the export keep them). */
    hiddenColumns?: NoInfer<F>[];
    /** Filters shown in the list; `q` is the full-text search when `search` is set. */
    filters?: NoInfer<F>[];
    search?: { labelKey: string };
    /**
     * Two date filters that are one range (both days included): a range picked backwards is
     * refused at the field, one longer than `maxDays` says at the field which days it was
     * shortened to (validators/dayRange.ts; the list's call must read the pick the same way).
     */
    dateRange?: { from: NoInfer<F>; to: NoInfer<F>; maxDays: number };
    sort?: { field: NoInfer<F>; order: 'ASC' | 'DESC' };
    /**
     * Columns that follow a filter's value (a switch between kinds of rows, e.g. couriers or
     * pickers): while the filter holds a listed value its columns replace `columns`, in the table,
     * the cards and the CSV export alike.
     */
    columnsBy?: { filter: NoInfer<F>; columns: Record<string, readonly NoInfer<F>[]> };
    /** Filter values the list opens with (a switch's first side); a filter given one is never empty. */
    filterDefaults?: Partial<Record<NoInfer<F>, string | number | boolean>>;
    /**
     * A store filter the list cannot go without (a store's stock): the list opens on the user's first
     * store (in the user's alphabet) and the store can be changed but not cleared.
     */
    requiredStore?: NoInfer<F>;
    perPage?: 10 | 25 | 50 | 100;
    /** Where a row opens when that is not this resource's `show` route (e.g. another entry's detail page, `/order/detail/:id`). */
    rowPath?: string;
    /**
     * A row opens another list filtered to what made it (a store's DTS point opens that store's
     * DTS records of the same days, the costliest first): `path` that list's route, `filter` its
     * filters taken from the row's values (target filter -> row field), `period` its two day
     * filters taken from this list's `dateRange` (its default days when none is picked).
     */
    rowLink?: RowLink;
  };
  show?: {
    fields: NoInfer<F>[];
    /** Lays the fields out under headings (`resources.<name>.groups.<group>`); see `fieldGroups`. */
    groups?: FieldGroup<NoInfer<F>>[];
    /** Lists of other records that belong to this one, under the fields (a status history). */
    related?: RelatedList[];
    /** What waits on this record elsewhere in the panel (a person's open requests), as counted links. */
    waiting?: WaitingItem[];
  };
  /**
   * Fields a franchise may change; absent means read-only. `when` limits editing to records in
   * these states (`{ status: [0, 5] }`, like an action's `from`): the panel offers Edit only
   * there and the gateway refuses a PUT of a record in another state with 409 NOT_EDITABLE.
   */
  edit?: { fields: NoInfer<F>[]; when?: StateMatch };
  /**
   * The create form. `access` replaces the default rule for creating (write on the resource's
   * roles) when creating needs a role of its own (a leave: `workforce/add_leave`); the panel's
   * create route and button and the gateway's POST follow it.
   */
  create?: {
    fields: NoInfer<F>[];
    groups?: FieldGroup<NoInfer<F>>[];
    access?: AccessRule;
    /** Values the create form opens with (a leave is all day unless unticked). */
    defaults?: Partial<Record<NoInfer<F>, string | number | boolean>>;
  };
  /**
   * Workflow actions (./actions.ts): buttons on the detail (and the list's bulk bar) where allowed,
   * `POST /<name>/:id/actions/<action>` on the gateway. Texts: `actions.<action>.label`, `.done`
   * and `.confirm` in the resource's messages.
   */
  actions?: WorkflowActions;
  /**
   * A read-only report served by one POST call (./report.ts): the panel builds its body from the
   * list's filters, sort and page, and the gateway registers its route and schema from this
   * declaration; only the query is hand-written (gateway/routes/reports.ts names it).
   */
  report?: ReportDeclaration<NoInfer<F>>;
}

/** Some fields of a form or detail under one heading, `resources.<resource>.groups.<name>`. */
export interface FieldGroup<F extends string = string> {
  name: string;
  fields: F[];
}

/**
 * `fields` and `groups` of a view from its groups alone, so the declaration lists each field
 * once: `create: fieldGroups([{ name: 'general', fields: ['warehouseId', …] }, …])`.
 */
export function fieldGroups<const F extends string>(groups: readonly { name: string; fields: readonly F[] }[]): { fields: F[]; groups: FieldGroup<F>[] } {
  return { fields: groups.flatMap((group) => [...group.fields]), groups: groups.map((group) => ({ name: group.name, fields: [...group.fields] })) };
}

/**
 * One line of a detail's "waiting on them" section: how many records of `resource` whose `target`
 * is this record's id (and that match `filter`, e.g. `{ status: 1 }` for open ones) there are, as
 * a link to `link` (default: that resource's list screen) filtered to them. Shown only to a user
 * who may read that list and only while the count is above 0. Text
 * `resources.<owner>.waiting.<name>` with `%{smart_count}`.
 */
export interface WaitingItem {
  name: string;
  resource: string;
  target: string;
  filter?: Record<string, unknown>;
  link?: string;
}

/**
 * Records of another resource that point at this one (`target` holds this record's id), shown
 * as a table under the detail's fields, newest first by default. The gateway serves them as a
 * read-only resource named `resource` with the same access rule (gateway/rest/related.ts). Texts
 * sit in the owner's messages: the heading `<name>.title`, each column `<name>.<field>` (or the
 * field's `labelKey`).
 */
export interface RelatedList {
  name: string;
  /** The served resource's name (a REST path segment). */
  resource: string;
  /** The field of the related rows that holds this record's id. */
  target: string;
  fields: Record<string, FieldDescriptor>;
  columns: string[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** How many rows the detail shows (the latest 20 orders); default 100. */
  perPage?: number;
  /**
   * A first column linking each row to its own screen: `path` with `:id` filled by the row's id,
   * the link's text the id or `text(id)` (an order's short id). Header `<name>.id`.
   */
  link?: { path: string; text?: (id: string) => string };
}

/** The gateway's 409 code for a PUT of a record whose state `edit.when` does not allow editing. */
export const NOT_EDITABLE = 'NOT_EDITABLE';

/** Whether a record's state lets it be edited (`edit.when`; always, when there is none). */
export function editableInState(edit: { when?: StateMatch } | undefined, record: Readonly<Record<string, unknown>>): boolean {
  return !edit?.when || matchesState(edit.when, record);
}
