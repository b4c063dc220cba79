// The registry's entries are the declarations of resources/ as they are (plain data); the
// framework draws their loaders lazily (./lazyView).
export { MENU_GROUPS } from '../domain/declaration/entry';
export type { EntryMessages, MenuGroup, MessageTree, PageEntry, RegistryEntry, ResourceEntry } from '../domain/declaration/entry';
export type { ScreenKind } from '../domain/declaration/screens';
export type { EntryShell, PageShell, ResourceShell } from '../domain/declaration/shell';

/**
 * What each screen kind and each list's parts load: the app hands its catalogue
 * (src/screens/catalogue.ts) to the routes.
 */
export interface ScreenCatalogue {
  screens: Record<import('../domain/declaration/screens').ScreenKind, import('../domain/declaration/entry').ComponentLoader>;
  listParts: import('./views/listParts').ListPartsCatalogue;
  summarySources: import('./views/summary/source').SummarySourceCatalogue;
}
