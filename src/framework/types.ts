import type { ComponentType, LazyExoticComponent } from 'react';
import type { AccessRule } from '../domain/access';
import type { SidebarBadgeKey } from '../domain/types';
import type { ResourceDeclaration } from './defineResource';

/** Sidebar groups of the spec's Layout section, in menu order. */
export const MENU_GROUPS = [
  'commercial',
  'inventory',
  'staff',
  'performance',
  'dys',
  'fleet',
  'frequently_used',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** A nested map of translated texts; leaves are strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/**
 * An entry's own texts, in every enabled language, kept in its file: merged into the catalogues
 * under `resources.<name>` (resources) or `pages.<name>` (pages), so adding a screen touches no
 * catalogue. `tr` must carry the same keys as `en` (a unit test checks every entry).
 */
export interface EntryMessages {
  en: MessageTree;
  tr: MessageTree;
}

/** What every registry entry declares besides its views. */
interface EntryBase {
  /** Unique name; also the `resource` name canAccess is asked about. */
  name: string;
  /** Sidebar group; absent keeps a page at the top level of the menu (the live map). */
  group?: MenuGroup;
  /** Position within its group, following the spec's order (lower first; default 100). */
  order?: number;
  /** Translation key of the title (menu label, page title, favourites). */
  titleKey: string;
  /** Set on entries that must stay out of the sidebar (reached by links only). */
  hideFromMenu?: boolean;
  /** The sidebar badge count this entry shows (its group shows the sum of its entries' counts). */
  badge?: SidebarBadgeKey;
  access: AccessRule;
  messages?: EntryMessages;
}

/**
 * A screen that is not a standard list/detail resource (the live map, summaries, reports):
 * declared in one file under resources/ with its exact spec path and access rule, so menu,
 * routes, safe paths and titles all derive from it.
 */
export interface PageEntry extends EntryBase {
  kind: 'page';
  /** The exact spec path in react-router syntax (`:id` required, `:id?` optional). */
  path: string;
  icon?: LazyExoticComponent<ComponentType>;
  component: LazyExoticComponent<ComponentType>;
  /** The screen is not built yet: its route shows the coming-soon page and the menu does not link to it. */
  comingSoon?: true;
}

/** A standard list/detail resource, as `defineResource` returns it. */
export interface ResourceEntry extends Omit<ResourceDeclaration, 'icon' | 'views' | 'titleKey'>, EntryBase {
  kind: 'resource';
  icon?: LazyExoticComponent<ComponentType>;
  views: Partial<Record<'list' | 'show' | 'edit' | 'create', LazyExoticComponent<ComponentType>>>;
}

export type RegistryEntry = PageEntry | ResourceEntry;
