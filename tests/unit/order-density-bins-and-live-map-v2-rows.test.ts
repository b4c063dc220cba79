import { describe, expect, it } from 'vitest';
import type { Courier, Order } from '../../src/domain/orders';
import { DENSITY_CLASSES, densityClass, hexBins, hexCenter, hexOf } from '../../src/screens/liveMap/layers/density';
import { densityRangeLabels } from '../../src/screens/liveMap/layers/DensityLegend';
import { ageMinutes, courierRows, filterRows, fold, orderRows, NO_ROW_FILTER } from '../../src/screens/liveMapV2/rows';

describe('order density hexagons', () => {
  const radius = 20;

  it('puts every point in the hexagon whose centre is nearest', () => {
    for (let i = 0; i < 2000; i++) {
      const x = Math.sin(i * 12.9898) * 500;
      const y = Math.cos(i * 78.233) * 500;
      const { q, r } = hexOf(x, y, radius);
      const centre = hexCenter(q, r, radius);
      const own = Math.hypot(x - centre.x, y - centre.y);
      // No neighbour's centre is nearer (hexagons are the cells of a nearest-centre grid).
      for (const [dq, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]]) {
        const other = hexCenter(q + dq, r + dr, radius);
        expect(own).toBeLessThanOrEqual(Math.hypot(x - other.x, y - other.y) + 1e-9);
      }
      expect(own).toBeLessThanOrEqual(radius + 1e-9);
    }
  });

  it('counts every point once and groups close points together', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 100.001, y: 100.001 },
      { x: 100.002, y: 99.999 },
      { x: 130, y: 100 },
    ];
    // At scale 1,000 the first three are 1-2 px apart, the last 30,000 px away.
    const bins = hexBins(points, 1000, radius);
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(4);
    expect(bins.map((bin) => bin.count).sort()).toEqual([1, 3]);
  });

  it('keeps a bin at zero whatever the sign of rounding', () => {
    expect(hexBins([{ x: -0.1, y: -0.1 }, { x: 0.1, y: 0.1 }], 1, radius)).toHaveLength(1);
  });

  it('colours by fixed doubling classes, with labels for the legend', () => {
    expect([1, 2, 3, 4, 7, 8, 15, 16, 500].map(densityClass)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(densityRangeLabels()).toEqual(['1', '2–3', '4–7', '8–15', '16+']);
    expect(new Set(DENSITY_CLASSES.map((entry) => entry.color)).size).toBe(DENSITY_CLASSES.length);
  });
});

const order = (id: string, patch: Partial<Order> = {}): Order => ({
  _id: id,
  domainType: 3,
  status: 500,
  statusUpdatedAt: '2026-01-01T10:00:00Z',
  errorCode: null,
  createdAt: '2026-01-01T10:00:00Z',
  checkoutAt: '2026-01-01T10:00:00Z',
  deliveredAt: null,
  canceledAt: null,
  warehouse: { warehouse: 'w1', name: '' },
  courier: null,
  picking: null,
  assign: { courierAssignedAt: null, pickerAssignedAt: null },
  deliveryAddress: { location: { type: 'Point', coordinates: [29, 41] } },
  totalAmount: 10,
  currency: 'TRY',
  ...patch,
});
const warehouses = [
  { _id: 'w1', name: 'Şişli', lat: 41, lon: 29 },
  { _id: 'w2', name: 'Ümraniye', lat: 41, lon: 29.1 },
];

describe('live map v2 rows', () => {
  const couriers: Courier[] = [
    { _id: 'c2', name: 'Işıl Yılmaz', status: 700, warehouse: { _id: 'w2', name: 'Ümraniye' }, location: { type: 'Point', coordinates: [29, 41] } },
    { _id: 'c1', name: 'Ali Kaya', status: 100, warehouse: 'w1', location: null },
  ];
  const orders = [order('ord0000abc123', { courier: { courier: { _id: 'c2', name: 'Işıl Yılmaz' } } }), order('ord0000def456', { warehouse: { warehouse: 'w2', name: '' }, checkoutAt: '2026-01-01T09:00:00Z' })];

  it('gives each courier its store name and the order it carries, sorted by name', () => {
    const rows = courierRows(couriers, orders, warehouses);
    expect(rows.map((row) => [row.name, row.warehouseName, row.orderId, row.located])).toEqual([
      ['Ali Kaya', 'Şişli', undefined, false],
      ['Işıl Yılmaz', 'Ümraniye', 'ord0000abc123', true],
    ]);
    expect(rows[1].markerId).toBe('courier:c2');
  });

  it('lists orders oldest first with a short id and the store name', () => {
    const rows = orderRows(orders, warehouses);
    expect(rows.map((row) => [row.shortId, row.warehouseName, row.since])).toEqual([
      ['DEF456', 'Ümraniye', '2026-01-01T09:00:00Z'],
      ['ABC123', 'Şişli', '2026-01-01T10:00:00Z'],
    ]);
  });

  it('filters by status, store and words, accent- and case-blind', () => {
    const rows = courierRows(couriers, orders, warehouses);
    expect(filterRows(rows, NO_ROW_FILTER)).toBe(rows);
    expect(filterRows(rows, { ...NO_ROW_FILTER, search: 'isil' }).map((row) => row.id)).toEqual(['c2']);
    expect(filterRows(rows, { ...NO_ROW_FILTER, search: 'SISLI ali' }).map((row) => row.id)).toEqual(['c1']);
    expect(filterRows(rows, { ...NO_ROW_FILTER, search: 'abc123' }).map((row) => row.id)).toEqual(['c2']);
    expect(filterRows(rows, { ...NO_ROW_FILTER, status: 100 }).map((row) => row.id)).toEqual(['c1']);
    expect(filterRows(rows, { ...NO_ROW_FILTER, warehouseId: 'w2' }).map((row) => row.id)).toEqual(['c2']);
    expect(filterRows(rows, { search: 'ali', status: 700, warehouseId: null })).toEqual([]);
    expect(fold('İSTANBUL Işık')).toBe('istanbul isik');
  });

  it('counts an order\'s age in whole minutes, never below zero', () => {
    const now = Date.parse('2026-01-01T10:12:59Z');
    expect(ageMinutes('2026-01-01T10:00:00Z', now)).toBe(12);
    expect(ageMinutes('2026-01-01T10:20:00Z', now)).toBe(0);
    expect(ageMinutes('not a date', now)).toBe(0);
  });
});
