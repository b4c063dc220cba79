// The registry's entries are the declarations of resources/ as they are (plain data); the
// framework draws their loaders lazily (./lazyView).
export { MENU_GROUPS } from '../domain/declaration/entry';
export type { EntryMessages, MenuGroup, MessageTree, PageEntry, RegistryEntry, ResourceEntry } from '../domain/declaration/entry';
