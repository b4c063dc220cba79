// WPS's rule (src/domain/dys/wps.ts): a log's points and type follow its reason, every reason
// belongs to one type; PTD's share of planned hours (src/domain/dys/ptd.ts) at its boundaries; and
// a resource served elsewhere (`rest`, src/domain/declaration/restPath.ts) is called at its path,
// a typed one's record at `<path>/<type key>/<id>` (dataProvider/restPaths.ts).
import type { DataProvider } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { withRestPaths } from '../../dataProvider/restPaths';
import { restPathOf, typedKeyOf, typedKeys } from '../../src/domain/declaration/restPath';
import { hoursAgainstPlan } from '../../src/domain/dys/ptd';
import { WPS_REASONS, wpsLogOf, wpsReasonsOf } from '../../src/domain/dys/wps';
import { wpsReason, wpsType } from '../../src/domain/enums';
import wpsLogs from '../../resources/performance/wps-logs';

describe('WPS points', () => {
  it('a log is worth its reason\'s points, of its reason\'s type; an unknown reason is nothing', () => {
    expect(wpsLogOf(wpsReason.value('missed_order'))).toEqual({ type: wpsType.value('order'), points: -3 });
    expect(wpsLogOf(wpsReason.value('clean_count'))).toEqual({ type: wpsType.value('stock_count'), points: 2 });
    expect(wpsLogOf(999)).toBeUndefined();
    // every reason is listed once with its rule, and every type has a reward and a penalty
    expect(Object.keys(WPS_REASONS).sort()).toEqual(wpsReason.entries.map((entry) => entry.key).sort());
    for (const type of wpsType.values) {
      const points = wpsReasonsOf(type).map((reason) => wpsLogOf(reason)!.points);
      expect(Math.min(...points)).toBeLessThan(0);
      expect(Math.max(...points)).toBeGreaterThan(0);
    }
  });
});

describe('PTD hours against the plan', () => {
  it('is worked over planned in whole percent, and nothing without a plan', () => {
    expect(hoursAgainstPlan(0, 0)).toBeNull();
    expect(hoursAgainstPlan(12, 0)).toBeNull();
    expect(hoursAgainstPlan(0, 10)).toBe(0);
    expect(hoursAgainstPlan(10, 10)).toBe(100);
    expect(hoursAgainstPlan(10.05, 10)).toBe(101);
    expect(hoursAgainstPlan(10.04, 10)).toBe(100);
  });
});

describe('a resource served elsewhere', () => {
  const asked: string[] = [];
  const record = (resource: string) => ({ data: { id: 'x', resource } });
  const base = {
    getList: (resource: string) => (asked.push(`list ${resource}`), Promise.resolve({ data: [], total: 0 })),
    getOne: (resource: string, params: { id: string }) => (asked.push(`one ${resource} ${params.id}`), Promise.resolve(record(resource))),
  } as unknown as DataProvider;
  const provider = withRestPaths(base, [wpsLogs, { kind: 'resource', name: 'vehicles' }]);

  it('is listed at its path and read by its type and id; the others keep their name', async () => {
    asked.length = 0;
    await provider.getList('wps-logs', { pagination: { page: 1, perPage: 25 }, sort: { field: 'loggedAt', order: 'DESC' }, filter: {} });
    await provider.getOne('wps-logs', { id: 'abc', meta: { type: 'stock_count' } });
    await provider.getOne('vehicles', { id: 'v1' });
    expect(asked).toEqual(['list wps/logs', 'one wps/logs/stock_count abc', 'one vehicles v1']);
    // a typed record asked without its type is refused, not read from the wrong place
    await expect(provider.getOne('wps-logs', { id: 'abc' })).rejects.toThrow(/type/);
  });

  it('knows its path, its closed set of types and a record\'s key', () => {
    expect(restPathOf(wpsLogs)).toBe('/wps/logs');
    expect(restPathOf({ name: 'vehicles' })).toBe('/vehicles');
    expect(() => restPathOf({ name: 'bad', rest: { path: '/wps/:id' } })).toThrow(/lowercase segments/);
    const keys = typedKeys(wpsLogs)!;
    expect([...keys.keys()]).toEqual(['order', 'transfer', 'stock_count', 'courier']);
    expect(typedKeyOf(keys, 3)).toBe('stock_count');
    expect(typedKeyOf(keys, 9)).toBeUndefined();
  });
});
