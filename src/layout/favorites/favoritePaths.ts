// Which page a location is, whether it can be starred, and how saved favourites become menu items.
import { canAccessRule, type AccessSubject } from '../../domain/access';
import { barePath, entryPatterns, hasRequiredParam, matchesPattern } from '../../framework/paths';
import type { EntryShell } from '../../framework/types';

const NEVER_STARRED = ['/login', '/password/reset'];

function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The registry entry and route pattern that answer this location. */
export function pageOfPath(
  entries: readonly EntryShell[],
  pathname: string,
): { entry: EntryShell; pattern: string } | null {
  for (const entry of entries) {
    for (const pattern of entryPatterns(entry)) {
      if (matchesPattern(pattern, pathname)) return { entry, pattern };
    }
  }
  return null;
}

/**
 * The path to save when this location is starred, or null when it cannot be: routes with a
 * required parameter, optional-parameter routes away from their bare path, unknown paths, and
 * the sign-in and reset-password pages never get a star.
 */
export function favoritePathOf(entries: readonly EntryShell[], pathname: string): string | null {
  const path = normalize(pathname);
  if (NEVER_STARRED.includes(path)) return null;
  const page = pageOfPath(entries, path);
  if (!page || hasRequiredParam(page.pattern)) return null;
  return barePath(page.pattern) === path ? path : null;
}

export interface FavoriteItem {
  path: string;
  titleKey: string;
  entry: EntryShell;
}

/** Saved paths as menu items labelled with their page title; unknown or forbidden ones are left out. */
export function favoriteItems(
  entries: readonly EntryShell[],
  subject: AccessSubject | null,
  paths: readonly string[],
): FavoriteItem[] {
  const items: FavoriteItem[] = [];
  for (const path of paths) {
    if (favoritePathOf(entries, path) !== normalize(path)) continue;
    const page = pageOfPath(entries, normalize(path));
    if (!page || !canAccessRule(subject, page.entry.access)) continue;
    items.push({ path: normalize(path), titleKey: page.entry.titleKey, entry: page.entry });
  }
  return items;
}
