import type { ComponentType, LazyExoticComponent } from 'react';
import type { AccessRule } from '../domain/access';
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

/**
 * A screen that is not a standard list/detail resource (the live map, summaries, reports):
 * declared in one file under resources/ with its exact spec path and access rule, so menu,
 * routes, safe paths and titles all derive from it.
 */
export interface PageEntry {
  kind: 'page';
  /** Unique name; also the `resource` name canAccess is asked about. */
  name: string;
  /** The exact spec path in react-router syntax (`:id` required, `:id?` optional). */
  path: string;
  /** Sidebar group; absent keeps the page out of the menu. */
  group?: MenuGroup;
  /** Translation key of the page title and menu label. */
  titleKey: string;
  icon?: LazyExoticComponent<ComponentType>;
  access: AccessRule;
  component: LazyExoticComponent<ComponentType>;
}

/** A standard list/detail resource, as `defineResource` returns it. */
export interface ResourceEntry extends Omit<ResourceDeclaration, 'icon' | 'views'> {
  kind: 'resource';
  icon?: LazyExoticComponent<ComponentType>;
  views: Partial<Record<'list' | 'show' | 'edit' | 'create', LazyExoticComponent<ComponentType>>>;
}

export type RegistryEntry = PageEntry | ResourceEntry;
