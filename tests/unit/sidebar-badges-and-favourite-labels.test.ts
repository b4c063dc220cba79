import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { badgeLabel, entryBadge, groupBadge } from '../../src/domain/badges';
import { favoriteItems, favoritePathOf } from '../../src/layout/favorites/favoritePaths';
import { registry } from '../../src/registryOfResources';
import type { PageEntry } from '../../src/framework/types';

const entry = (name: string, path: string, roles: string[]): PageEntry =>
  ({ kind: 'page', name, path, titleKey: `title.${name}`, access: { roles }, load: (() => null) as never }) as PageEntry;

const entries = [
  entry('vehicles', '/fleet/vehicle/list', ['vehicle']),
  entry('announcements', '/announcement/list/:id?', ['announcement']),
  entry('person', '/staff/person/detail/:id', ['person']),
];
const subject = { roles: [{ role: { key: 'vehicle' }, permissions: ['read' as const] }], country: 'TR' };

const counts = (dtsCount: number, leavesCount: number, timesheetCount: number) => ({ dtsCount, leavesCount, timesheetCount });

describe('badge formatting', () => {
  it('caps counts above 99 as 99+', () => {
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });

  it('gives each entry its own count: DTS red above 10 and green otherwise, leaves and timesheets red, nothing at zero', () => {
    const reply = counts(10, 4, 120);
    expect(entryBadge('dtsCount', reply)).toEqual({ label: '10', color: 'success' });
    expect(entryBadge('dtsCount', counts(11, 0, 0))).toEqual({ label: '11', color: 'error' });
    expect(entryBadge('leavesCount', reply)).toEqual({ label: '4', color: 'error' });
    expect(entryBadge('timesheetCount', reply)).toEqual({ label: '99+', color: 'error' });
    expect(entryBadge('leavesCount', counts(3, 0, 2))).toBeNull();
    expect(entryBadge(undefined, reply)).toBeNull();
    expect(entryBadge('dtsCount', undefined)).toBeNull();
  });

  it('gives a group the sum of its entries, a count shown twice added once, capped at 99+', () => {
    // Staff: leaves plus timesheets (both timesheet entries show the same count), always red.
    expect(groupBadge(['leavesCount', 'timesheetCount', 'timesheetCount'], counts(50, 3, 2))).toEqual({ label: '5', color: 'error' });
    expect(groupBadge(['leavesCount', 'timesheetCount'], counts(0, 60, 45))).toEqual({ label: '99+', color: 'error' });
    // Performance (DTS only): the DTS rule.
    expect(groupBadge(['dtsCount'], counts(7, 30, 30))).toEqual({ label: '7', color: 'success' });
    expect(groupBadge(['dtsCount'], counts(12, 0, 0))).toEqual({ label: '12', color: 'error' });
    // A mixed group (favourites) is red as soon as one of its entries is.
    expect(groupBadge(['dtsCount', 'leavesCount'], counts(7, 1, 0))).toEqual({ label: '8', color: 'error' });
    expect(groupBadge(['leavesCount'], counts(9, 0, 9))).toBeNull();
    expect(groupBadge([], counts(9, 9, 9))).toBeNull();
  });
});

describe('the registry', () => {
  const byName = (name: string) => registry.find((entry) => entry.name === name);

  it('puts the leave count on the leave list, the timesheet count on both timesheets, the DTS count on the DTS list', () => {
    const badged = registry.filter((entry) => entry.badge).map((entry) => [entry.name, entry.badge]);
    expect(badged.sort()).toEqual([
      ['dts-records', 'dtsCount'],
      ['leaves', 'leavesCount'],
      ['timesheets', 'timesheetCount'],
      ['timesheets-v2', 'timesheetCount'],
    ]);
  });

  it('marks pages without a built screen as coming soon, and only those', () => {
    expect((byName('dashboard') as PageEntry).comingSoon).toBe(true);
    expect((byName('order-detail') as PageEntry).comingSoon).toBeUndefined();
    expect((byName('live-map') as PageEntry).comingSoon).toBeUndefined();
    // The flag is the only way a declaration reaches the placeholder, so menu and route cannot disagree.
    const files = readdirSync('resources', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    for (const file of files) expect(readFileSync(join('resources', file), 'utf8'), file).not.toContain('ComingSoonPage');
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
