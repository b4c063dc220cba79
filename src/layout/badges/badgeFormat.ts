import { BADGE_OVERFLOW, DTS_BADGE_RED_ABOVE } from '../../domain/constants';

export interface SidebarCounts {
  dtsCount: number;
  leavesCount: number;
  timesheetCount: number;
}

export type BadgeColor = 'error' | 'success';

export interface BadgeView {
  label: string;
  color: BadgeColor;
}

/** "99+" above the overflow, the number otherwise (spec 9). */
export function badgeLabel(count: number): string {
  return count > BADGE_OVERFLOW ? `${BADGE_OVERFLOW}+` : String(count);
}

/** Staff: leaves plus timesheets, always red; nothing when there is nothing to do. */
export function staffBadge(counts: SidebarCounts | undefined): BadgeView | null {
  const total = (counts?.leavesCount ?? 0) + (counts?.timesheetCount ?? 0);
  return total > 0 ? { label: badgeLabel(total), color: 'error' } : null;
}

/** DTS: red above 10, green otherwise. */
export function dtsBadge(counts: SidebarCounts | undefined): BadgeView | null {
  const count = counts?.dtsCount ?? 0;
  return count > 0 ? { label: badgeLabel(count), color: count > DTS_BADGE_RED_ABOVE ? 'error' : 'success' } : null;
}
