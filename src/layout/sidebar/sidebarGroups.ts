// The sidebar's group tree (spec 2, Layout): Favorites first when there are any, then the menu
// groups in spec order, DYS nested inside Performance, external links under Frequently used.
import type { MenuSection } from '../../framework/menu';
import type { MenuGroup, EntryShell } from '../../framework/types';
import type { ExternalLink } from '../externalLinks';

export type SidebarGroupKey = 'favorites' | MenuGroup;

export interface SidebarGroupItem {
  path: string;
  titleKey: string;
  entry: EntryShell;
}

export interface SidebarGroup {
  key: SidebarGroupKey;
  items: SidebarGroupItem[];
  links: ExternalLink[];
  children: SidebarGroup[];
}

const NESTED: Partial<Record<MenuGroup, MenuGroup>> = { dys: 'performance' };

/** The top-level group a menu group is shown in (DYS lives inside Performance). */
export function topGroupOf(group: MenuGroup | null): SidebarGroupKey | null {
  return group ? (NESTED[group] ?? group) : null;
}

export function sidebarGroups(
  sections: readonly MenuSection[],
  favorites: readonly SidebarGroupItem[],
  links: readonly ExternalLink[],
): SidebarGroup[] {
  const itemsOf = (group: MenuGroup) => sections.find((section) => section.group === group)?.items ?? [];
  const build = (key: MenuGroup): SidebarGroup => ({
    key,
    items: itemsOf(key),
    links: key === 'frequently_used' ? [...links] : [],
    children: (Object.keys(NESTED) as MenuGroup[]).filter((child) => NESTED[child] === key).map(build),
  });
  const isEmpty = (group: SidebarGroup): boolean =>
    group.items.length === 0 && group.links.length === 0 && group.children.every(isEmpty);
  const groups: SidebarGroup[] = [];
  if (favorites.length > 0) groups.push({ key: 'favorites', items: [...favorites], links: [], children: [] });
  const topKeys = ['commercial', 'inventory', 'staff', 'performance', 'fleet', 'frequently_used'] as const;
  for (const key of topKeys) {
    const group = build(key);
    group.children = group.children.filter((child) => !isEmpty(child));
    if (!isEmpty(group)) groups.push(group);
  }
  return groups;
}
