// useLiveMapCore, the state both live-map pages compose: filters narrow the markers, a selection
// centres the map when asked, a marker clicked is selected and told to the page, the map fits
// once the data is in and again only for a picked city, and list rows are derived once per data
// change, not per filter change. The live data itself (useLiveMapData) has its own test; here it
// is replaced by the values it returns.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Courier, Order } from '../../src/domain/orders';
import { useLiveMapCore } from '../../src/screens/liveMap/core/useLiveMapCore';
import type { LiveMapData, LiveWarehouse } from '../../src/screens/liveMap/data/types';
import { NO_FILTERS, filterLiveData } from '../../src/screens/liveMap/filters';
import type { MapMarker } from '../../src/screens/liveMap/layers/types';
import { NO_LIST_FILTERS, allRows, shownLists } from '../../src/screens/liveMapV2/lists/shownLists';
import { NO_ROW_FILTER } from '../../src/screens/liveMapV2/rows';

const live = vi.hoisted(() => ({ data: null as unknown as LiveMapData }));
vi.mock('../../src/screens/liveMap/data/useLiveMapData', () => ({ useLiveMapData: () => live.data }));

const T0 = '2026-03-01T10:00:00.000Z';
const order = (id: string, warehouse: string, lon: number, lat: number): Order => ({
  _id: id,
  domainType: 1,
  status: 350,
  statusUpdatedAt: T0,
  errorCode: null,
  createdAt: T0,
  checkoutAt: T0,
  deliveredAt: null,
  canceledAt: null,
  warehouse: { warehouse, name: '' },
  courier: null,
  picking: null,
  assign: { courierAssignedAt: null, pickerAssignedAt: null },
  deliveryAddress: { location: { type: 'Point', coordinates: [lon, lat] } },
  totalAmount: 100,
  currency: 'TRY',
});
const courier = (id: string, warehouse: string, lon: number, lat: number): Courier => ({
  _id: id,
  name: `Courier ${id}`,
  status: 100,
  warehouse,
  location: { type: 'Point', coordinates: [lon, lat], updatedAt: T0 },
});
const warehouses: LiveWarehouse[] = [
  { _id: 'w1', name: 'Kadıköy', lat: 40.99, lon: 29.03, cityId: 'ist' },
  { _id: 'w2', name: 'Kızılay', lat: 39.92, lon: 32.85, cityId: 'ank' },
];

function loaded(orders: Order[], couriers: Courier[]): LiveMapData {
  return { orders, couriers, warehouses, loading: false, error: null, failed: false, retry: () => {}, retrying: false };
}
const LOADING: LiveMapData = { ...loaded([], []), warehouses: [], loading: true };

describe('the live-map core', () => {
  it('narrows the markers with the page filters, and selects, centres and clears', () => {
    live.data = loaded([order('o1', 'w1', 29.1, 41), order('o2', 'w2', 32.9, 39.9)], [courier('c1', 'w1', 29.05, 41.01)]);
    const onMarkerSelect = vi.fn();
    const { result } = renderHook(() => useLiveMapCore({ initialFilters: NO_FILTERS, narrow: filterLiveData, onMarkerSelect }));
    expect(result.current.layers.markers.map((marker) => marker.id).sort()).toEqual(
      ['courier:c1', 'order:o1', 'order:o2', 'warehouse:w1', 'warehouse:w2'].sort(),
    );

    act(() => result.current.setFilters({ ...NO_FILTERS, warehouseId: 'w2' }));
    expect(result.current.layers.markers.map((marker) => marker.id).sort()).toEqual(['order:o2', 'warehouse:w2']);
    expect(result.current.shown.couriers).toEqual([]);

    // Found in the panel: selected and centred; found again: centred again.
    act(() => result.current.select('order:o2', { centre: true }));
    expect(result.current.selection).toEqual({ kind: 'order', id: 'o2' });
    expect(result.current.layers.selectedId).toBe('order:o2');
    const focus = result.current.layers.focus;
    expect(focus).toMatchObject({ lat: 39.9, lon: 32.9 });
    vi.spyOn(Date, 'now').mockReturnValueOnce(focus!.key + 1);
    act(() => result.current.select('order:o2', { centre: true }));
    expect(result.current.layers.focus).not.toBe(focus);
    // Selected without centring (or not drawn): the map stays where it is.
    const before = result.current.layers.focus;
    act(() => result.current.select('order:o1'));
    expect(result.current.layers.focus).toBe(before);

    // Clicked on the map: selected, and the page is told.
    const marker = result.current.layers.markers.find((item) => item.id === 'warehouse:w2') as MapMarker;
    act(() => result.current.layers.onSelect(marker));
    expect(result.current.selection).toEqual({ kind: 'warehouse', id: 'w2' });
    expect(onMarkerSelect).toHaveBeenCalledWith(marker);

    act(() => result.current.clearSelection());
    expect(result.current.selection).toBeNull();
    expect(result.current.layers.selectedId).toBeNull();
  });

  it('fits once the data is in, never on a later update, and again for a picked city', () => {
    live.data = LOADING;
    const { result, rerender } = renderHook(() => useLiveMapCore({ initialFilters: NO_FILTERS, narrow: filterLiveData }));
    expect(result.current.layers).toMatchObject({ fitKey: 'loading', fitPoints: [] });

    live.data = loaded([order('o1', 'w1', 29.1, 41)], []);
    rerender();
    expect(result.current.layers.fitKey).toBe('all');
    const fitted = result.current.layers.fitPoints;
    expect(fitted).toHaveLength(3);

    live.data = loaded([order('o1', 'w1', 29.1, 41), order('o2', 'w2', 32.9, 39.9)], []);
    rerender();
    expect(result.current.layers.fitPoints).toBe(fitted);
    expect(result.current.layers.fitKey).toBe('all');

    act(() => result.current.fitCity('ank'));
    expect(result.current.layers.fitKey).toBe('city:ank');
    expect(result.current.layers.fitPoints).toEqual([
      { lat: 39.92, lon: 32.85 },
      { lat: 39.9, lon: 32.9 },
    ]);
  });

  it('says nothing was loaded only when a load failed with no courier and no order in', () => {
    live.data = { ...loaded([], []), failed: true, error: new Error('down') };
    const { result, rerender } = renderHook(() => useLiveMapCore({ initialFilters: NO_FILTERS, narrow: filterLiveData }));
    expect(result.current.nothingLoaded).toBe(true);
    live.data = { ...loaded([order('o1', 'w1', 29.1, 41)], []), failed: true, error: new Error('down') };
    rerender();
    expect(result.current.nothingLoaded).toBe(false);
  });

  it('derives the list rows once per data change, not per filter change, and a list filter narrows its markers', () => {
    const derive = vi.fn(allRows);
    live.data = loaded([order('o1', 'w1', 29.1, 41)], [courier('c1', 'w1', 29.05, 41.01), courier('c2', 'w2', 32.8, 39.9)]);
    const { result, rerender } = renderHook(() => useLiveMapCore({ initialFilters: NO_LIST_FILTERS, derive, narrow: shownLists }));
    expect(derive).toHaveBeenCalledTimes(1);

    act(() => result.current.setFilters({ ...NO_LIST_FILTERS, couriers: { ...NO_ROW_FILTER, search: 'c2' } }));
    expect(derive).toHaveBeenCalledTimes(1);
    expect(result.current.shown.courierRows.shown.map((row) => row.id)).toEqual(['c2']);
    expect(result.current.layers.markers.filter((marker) => marker.kind === 'courier').map((marker) => marker.id)).toEqual(['courier:c2']);

    live.data = loaded([order('o1', 'w1', 29.1, 41), order('o2', 'w2', 32.9, 39.9)], live.data.couriers);
    rerender();
    expect(derive).toHaveBeenCalledTimes(2);
    expect(result.current.shown.orderRows.all).toHaveLength(2);
  });
});
