import { BADGE_OVERFLOW, DTS_BADGE_RED_ABOVE } from './constants';
import type { SidebarBadgeCounts, SidebarBadgeKey } from './types';

export type BadgeColor = 'error' | 'success';

export interface BadgeView {
  label: string;
  color: BadgeColor;
}

/** "99+" above the overflow, the number otherwise (spec 9). */
export function badgeLabel(count: number): string {
  return count > BADGE_OVERFLOW ? `${BADGE_OVERFLOW}+` : String(count);
}

/** Spec 9: DTS red above 10, green otherwise; leaves and timesheets (the staff badge) always red. */
export function badgeColor(key: SidebarBadgeKey, count: number): BadgeColor {
  return key === 'dtsCount' && count <= DTS_BADGE_RED_ABOVE ? 'success' : 'error';
}

/** One menu entry's badge: its own count; nothing at zero or before the counts arrive. */
export function entryBadge(key: SidebarBadgeKey | undefined, counts: SidebarBadgeCounts | undefined): BadgeView | null {
  const count = key && counts ? counts[key] : 0;
  return key && count > 0 ? { label: badgeLabel(count), color: badgeColor(key, count) } : null;
}

/**
 * A group's badge: the sum of the counts its entries show, each count once (both timesheet
 * entries show the timesheet count; the group adds it once, so Staff is leaves plus timesheets);
 * red when any of its entries' badges is red.
 */
export function groupBadge(keys: Iterable<SidebarBadgeKey>, counts: SidebarBadgeCounts | undefined): BadgeView | null {
  if (!counts) return null;
  const distinct = new Set(keys);
  let total = 0;
  let color: BadgeColor = 'success';
  for (const key of distinct) {
    const count = counts[key];
    if (!(count > 0)) continue;
    total += count;
    if (badgeColor(key, count) === 'error') color = 'error';
  }
  return total > 0 ? { label: badgeLabel(total), color } : null;
}
