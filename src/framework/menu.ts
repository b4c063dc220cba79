import { canAccessRule, type AccessSubject } from '../domain/access';
import { barePath, entryPatterns, hasRequiredParam, matchesPattern } from './paths';
import { MENU_GROUPS, type MenuGroup, type EntryShell } from './types';

export interface MenuItem {
  name: string;
  path: string;
  titleKey: string;
  entry: EntryShell;
}

export interface MenuSection {
  group: MenuGroup;
  items: MenuItem[];
}

/** The path a menu entry opens: a page's bare path, a resource's list route. */
export function menuPath(entry: EntryShell): string | null {
  const path = entry.kind === 'page' ? entry.path : entry.routes.list;
  if (!path || hasRequiredParam(path)) return null;
  return barePath(path);
}

/**
 * The sidebar for one user: allowed entries with a menu path, by group in the spec's order;
 * empty groups are dropped. Entries without a group are top-level items (the live map).
 */
export function menuFor(entries: readonly EntryShell[], subject: AccessSubject | null): {
  topLevel: MenuItem[];
  sections: MenuSection[];
} {
  const topLevel: MenuItem[] = [];
  const byGroup = new Map<MenuGroup, MenuItem[]>();
  // Stable sort: equal orders keep the registry's (file path) order.
  const ordered = [...entries].sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
  for (const entry of ordered) {
    if (entry.hideFromMenu || !canAccessRule(subject, entry.access)) continue;
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

/**
 * The group of the screen at `pathname` (it opens by itself): found among the entries the user may
 * open, so a detail route such as /staff/leave/detail/5, which has no menu item, opens its group too.
 */
export function groupOfPath(
  entries: readonly EntryShell[],
  subject: AccessSubject | null,
  pathname: string,
): MenuGroup | null {
  const entry = entries.find(
    (candidate) =>
      candidate.group &&
      canAccessRule(subject, candidate.access) &&
      entryPatterns(candidate).some((pattern) => matchesPattern(pattern, pathname)),
  );
  return entry?.group ?? null;
}
