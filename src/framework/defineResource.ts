import { lazy, type ComponentType } from 'react';
import type { ResourceData } from '../domain/declaration/resource';
import type { GatewayMapping } from './gatewayCalls';
import type { EntryMessages, MenuGroup, ResourceEntry } from './types';

/**
 * Everything about one resource, in one file under resources/. The registry derives the
 * react-admin Resource, the routes at the spec paths, the menu entry, safe paths and the title;
 * the reference gateway reads its plain-data half (ResourceData: `access`, `fields`, `list`...)
 * to check and validate its calls, without the panel's view types.
 */
export interface ResourceDeclaration<F extends string = string> extends ResourceData<F> {
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
  /** Spec calls for operations the gateway does not serve by the simple-REST default. */
  gateway?: GatewayMapping;
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
