import { describe, expect, it } from 'vitest';
import { badgeLabel, dtsBadge, staffBadge } from '../../src/layout/badges/badgeFormat';
import { favoriteItems, favoritePathOf } from '../../src/layout/favorites/favoritePaths';
import type { PageEntry } from '../../src/framework/types';

const entry = (name: string, path: string, roles: string[]): PageEntry =>
  ({ kind: 'page', name, path, titleKey: `title.${name}`, access: { roles }, load: (() => null) as never }) as PageEntry;

const entries = [
  entry('vehicles', '/fleet/vehicle/list', ['vehicle']),
  entry('announcements', '/announcement/list/:id?', ['announcement']),
  entry('person', '/staff/person/detail/:id', ['person']),
];
const subject = { roles: [{ role: { key: 'vehicle' }, permissions: ['read' as const] }], country: 'TR' };

describe('badge formatting', () => {
  it('caps counts above 99 as 99+', () => {
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });
  it('colours DTS red above 10, green otherwise, and hides zero', () => {
    expect(dtsBadge({ dtsCount: 10, leavesCount: 0, timesheetCount: 0 })).toEqual({ label: '10', color: 'success' });
    expect(dtsBadge({ dtsCount: 11, leavesCount: 0, timesheetCount: 0 })).toEqual({ label: '11', color: 'error' });
    expect(dtsBadge({ dtsCount: 0, leavesCount: 0, timesheetCount: 0 })).toBeNull();
  });
  it('adds leaves and timesheets for staff, always red', () => {
    expect(staffBadge({ dtsCount: 0, leavesCount: 60, timesheetCount: 45 })).toEqual({ label: '99+', color: 'error' });
    expect(staffBadge(undefined)).toBeNull();
  });
});

describe('favourites', () => {
  it('can star plain routes and optional-parameter routes at their bare path only', () => {
    expect(favoritePathOf(entries, '/fleet/vehicle/list/')).toBe('/fleet/vehicle/list');
    expect(favoritePathOf(entries, '/announcement/list')).toBe('/announcement/list');
    expect(favoritePathOf(entries, '/announcement/list/5')).toBeNull();
    expect(favoritePathOf(entries, '/staff/person/detail/5')).toBeNull();
    expect(favoritePathOf(entries, '/login')).toBeNull();
  });
  it('labels saved paths with their page title and drops unknown or forbidden ones', () => {
    const items = favoriteItems(entries, subject, ['/fleet/vehicle/list', '/announcement/list', '/nowhere']);
    expect(items.map((item) => [item.path, item.titleKey])).toEqual([['/fleet/vehicle/list', 'title.vehicles']]);
  });
});
