import { lazy, type ComponentType } from 'react';
import type { AccessRule } from '../domain/access';
import type { FieldDescriptor } from './fields';
import type { GatewayMapping } from './gatewayCalls';
import type { EntryMessages, MenuGroup, ResourceEntry } from './types';

/**
 * Everything about one resource, in one file under resources/. The registry derives the
 * react-admin Resource, the routes at the spec paths, the menu entry, safe paths and the title;
 * the reference gateway reads `access`, `fields` and `list` to check and validate its calls.
 */
export interface ResourceDeclaration<F extends string = string> {
  // Field names are inferred from `fields` only (NoInfer elsewhere), so a typo in a column is an error.
  /** react-admin resource name; also the gateway's REST path (`/vehicles`). */
  name: string;
  group?: MenuGroup;
  /** Position in the group's menu, in the spec's order (default 100). */
  order?: number;
  /** Loads the menu icon lazily so icons stay out of the first load. */
  icon?: () => Promise<{ default: ComponentType }>;
  /** Translation key of the plural title (menu, list page); default `resources.<name>.name`. */
  titleKey?: string;
  /**
   * The resource's texts in every language, merged under `resources.<name>`: `name` (plural
   * title), `fields.<field>` labels, and any key the declaration refers to.
   */
  messages?: EntryMessages;
  /** Read access; editing needs `update`, creating and deleting need `write` on the same roles. */
  access: AccessRule;
  /** Exact spec paths. `list` is the menu target; `show` has `:id` and edits in place. */
  routes: { list?: string; show?: string; create?: string };
  /** Spec calls for operations the gateway does not serve by the simple-REST default. */
  gateway?: GatewayMapping;
  fields: Record<F, FieldDescriptor>;
  /** The field that names a record (references, titles). */
  recordRepresentation?: NoInfer<F>;
  list?: {
    columns: NoInfer<F>[];
    /** Filters shown in the list; `q` is the full-text search when `search` is set. */
    filters?: NoInfer<F>[];
    search?: { labelKey: string };
    sort?: { field: NoInfer<F>; order: 'ASC' | 'DESC' };
    perPage?: 10 | 25 | 50 | 100;
    /** Where a row opens when that is not this resource's `show` route (e.g. another entry's detail page, `/order/detail/:id`). */
    rowPath?: string;
  };
  show?: { fields: NoInfer<F>[] };
  /** Fields a franchise may change; absent means read-only. */
  edit?: { fields: NoInfer<F>[] };
  create?: { fields: NoInfer<F>[] };
  /** Replace a generated view with a custom one for a screen that is not standard. */
  views?: Partial<Record<'list' | 'show' | 'edit' | 'create', () => Promise<{ default: ComponentType }>>>;
}

export function defineResource<F extends string>(declaration: ResourceDeclaration<F>): ResourceEntry {
  const views: ResourceEntry['views'] = {};
  for (const [view, load] of Object.entries(declaration.views ?? {})) {
    if (load) views[view as keyof ResourceEntry['views']] = lazy(load);
  }
  return {
    kind: 'resource',
    ...(declaration as ResourceDeclaration),
    titleKey: declaration.titleKey ?? `resources.${declaration.name}.name`,
    icon: declaration.icon ? lazy(declaration.icon) : undefined,
    views,
  };
}
