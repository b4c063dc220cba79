// The plain-data half of a resource declaration (resources/*.ts): what the panel derives its
// screens from and the reference gateway checks and validates its calls with. No React and no
// panel types here, so the gateway reads it as data; ./entry.ts adds the
// panel-only parts (menu, icon, texts, custom views).
import type { AccessRule } from '../access';
import type { WorkflowActions } from './actions';
import type { FieldDescriptor } from './fields';

export interface ResourceData<F extends string = string> {
  // Field names are inferred from `fields` only (NoInfer elsewhere), so a typo in a column is an error.
  /** react-admin resource name; also the gateway's REST path (`/vehicles`). */
  name: string;
  /** Read access; editing needs `update`, creating and deleting need `write` on the same roles. */
  access: AccessRule;
  /** Exact spec paths. `list` is the menu target; `show` has `:id` and edits in place. */
  routes: { list?: string; show?: string; create?: string };
  fields: Record<F, FieldDescriptor>;
  /** The field that names a record (references, titles). */
  recordRepresentation?: NoInfer<F>;
  list?: {
    columns: NoInfer<F>[];
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
    perPage?: 10 | 25 | 50 | 100;
    /** Where a row opens when that is not this resource's `show` route (e.g. another entry's detail page, `/order/detail/:id`). */
    rowPath?: string;
  };
  show?: { fields: NoInfer<F>[] };
  /** Fields a franchise may change; absent means read-only. */
  edit?: { fields: NoInfer<F>[] };
  create?: { fields: NoInfer<F>[] };
  /**
   * Workflow actions (./actions.ts): buttons on the detail (and the list's bulk bar) where allowed,
   * `POST /<name>/:id/actions/<action>` on the gateway. Texts: `actions.<action>.label`, `.done`
   * and `.confirm` in the resource's messages.
   */
  actions?: WorkflowActions;
}
