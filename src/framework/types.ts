// The registry's entries are the declarations of resources/ as they are (plain data); the
// framework draws their loaders lazily (./lazyView).
export { MENU_GROUPS } from '../domain/declaration/entry';
export type { EntryMessages, MenuGroup, MessageTree, PageEntry, RegistryEntry, ResourceEntry } from '../domain/declaration/entry';
export type { ScreenKind } from '../domain/declaration/screens';

/** What each screen kind loads: the app hands its catalogue (src/screens/catalogue.ts) to the routes. */
export type ScreenCatalogue = Record<import('../domain/declaration/screens').ScreenKind, import('../domain/declaration/entry').ComponentLoader>;
