import { canAccessRule, type AccessSubject } from '../domain/access';
import { barePath, entryPatterns, hasRequiredParam, matchesPattern } from './paths';
import { MENU_GROUPS, type MenuGroup, type RegistryEntry } from './types';

export interface MenuItem {
  name: string;
  path: string;
  titleKey: string;
  entry: RegistryEntry;
}

export interface MenuSection {
  group: MenuGroup;
  items: MenuItem[];
}

/** The path a menu entry opens: a page's bare path, a resource's list route. */
export function menuPath(entry: RegistryEntry): string | null {
  const path = entry.kind === 'page' ? entry.path : entry.routes.list;
  if (!path || hasRequiredParam(path)) return null;
  return barePath(path);
}

/**
 * The sidebar for one user: allowed entries with a menu path, by group in the spec's order;
 * empty groups are dropped. Entries without a group are top-level items (the live map).
 */
export function menuFor(entries: readonly RegistryEntry[], subject: AccessSubject | null): {
  topLevel: MenuItem[];
  sections: MenuSection[];
} {
  const topLevel: MenuItem[] = [];
  const byGroup = new Map<MenuGroup, MenuItem[]>();
  for (const entry of entries) {
    if (!canAccessRule(subject, entry.access)) continue;
    const path = menuPath(entry);
    if (!path) continue;
    const item = { name: entry.name, path, titleKey: entry.titleKey, entry };
    if (!entry.group) topLevel.push(item);
    else byGroup.set(entry.group, [...(byGroup.get(entry.group) ?? []), item]);
  }
  const sections = MENU_GROUPS.filter((group) => byGroup.has(group)).map((group) => ({
    group,
    items: byGroup.get(group)!,
  }));
  return { topLevel, sections };
}

/** The group whose items contain the current location (it opens by itself). */
export function groupOfPath(sections: readonly MenuSection[], pathname: string): MenuGroup | null {
  for (const section of sections) {
    if (section.items.some((item) => entryPatterns(item.entry).some((pattern) => matchesPattern(pattern, pathname)))) {
      return section.group;
    }
  }
  return null;
}
