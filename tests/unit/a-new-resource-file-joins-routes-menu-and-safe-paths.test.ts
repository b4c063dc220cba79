import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../../src/domain/access';
import { ROLE_KEYS, permissionsOf } from '../../src/domain/roles';
import { definePage } from '../../src/domain/declaration/entry';
import { safePaths } from '../../src/framework/access';
import { menuFor } from '../../src/framework/menu';
import { entryPatterns } from '../../src/framework/paths';
import { buildRegistry } from '../../src/framework/registry';
import { registry } from '../../src/registryOfResources';
import type { RegistryEntry } from '../../src/framework/types';

type Modules = Record<string, { default?: RegistryEntry }>;

// The panel's own files, found the way the registry finds them, plus the fixture files: nothing
// else is edited, so whatever the new files show up in comes from the files alone.
const real = import.meta.glob<{ default?: RegistryEntry }>('../../resources/**/*.{ts,tsx}', { eager: true });
const fixtures = import.meta.glob<{ default?: RegistryEntry }>('./fixtures/resources/**/*.ts', { eager: true });
const entries = buildRegistry({ ...real, ...fixtures });

const owner: AccessSubject = {
  roles: ROLE_KEYS.map((key) => ({ role: { key }, permissions: [...permissionsOf(key)] })),
  country: 'TR',
};
const noVehicleRole: AccessSubject = { roles: [{ role: { key: 'live_map' }, permissions: ['read'] }], country: 'TR' };

describe('adding a resource means adding one file', () => {
  it('the fixture files are read, and only into this test', () => {
    expect(Object.keys(fixtures)).toHaveLength(2);
    expect(entries).toHaveLength(registry.length + 2);
    expect(registry.map((entry) => entry.name)).not.toContain('parcels');
  });

  it('the new resource and page join the Fleet menu after the vehicles, in their order', () => {
    const fleet = menuFor(entries, owner).sections.find((section) => section.group === 'fleet');
    expect(fleet?.items.map((item) => [item.name, item.path, item.titleKey])).toEqual([
      ['vehicles', '/fleet/vehicle/list', 'resources.vehicles.name'],
      ['parcels', '/fleet/parcel/list', 'resources.parcels.name'],
      ['parcel-map', '/fleet/parcel/map', 'pages.parcel-map.title'],
    ]);
  });

  it('their list path is a safe path and the detail path is not', () => {
    const paths = safePaths(entries, owner);
    expect(paths).toContain('/fleet/parcel/list');
    expect(paths).toContain('/fleet/parcel/map');
    expect(paths.filter((path) => path.startsWith('/fleet/parcel/detail'))).toEqual([]);
  });

  it('their routes are answered at the declared spec paths', () => {
    const patterns = entries.flatMap(entryPatterns);
    expect(patterns).toEqual(expect.arrayContaining(['/fleet/parcel/list', '/fleet/parcel/detail/:id', '/fleet/parcel/map']));
  });

  it('their access rule applies like any other: no vehicle role, no menu item and no safe path', () => {
    expect(menuFor(entries, noVehicleRole).sections.map((section) => section.group)).not.toContain('fleet');
    expect(safePaths(entries, noVehicleRole).filter((path) => path.startsWith('/fleet/'))).toEqual([]);
  });
});

describe('the registry refuses a broken resource folder', () => {
  const clash = definePage({
    name: 'parcels',
    path: '/fleet/parcel/other',
    access: { roles: ['vehicle'] },
    screen: 'live-map',
  });

  it('names both files when two declare the same name', () => {
    const modules: Modules = { ...fixtures, './fixtures/resources/fleet/parcels-again.ts': { default: clash } };
    expect(() => buildRegistry(modules)).toThrow('both declare "parcels"');
    expect(() => buildRegistry(modules)).toThrow('fleet/parcels-again.ts');
    expect(() => buildRegistry(modules)).toThrow('fleet/parcels.ts');
  });

  it('names the file that has no default entry', () => {
    expect(() => buildRegistry({ ...fixtures, './fixtures/resources/fleet/helpers.ts': {} })).toThrow(
      './fixtures/resources/fleet/helpers.ts must default-export a definePage(...) or defineResource(...) entry',
    );
  });
});
