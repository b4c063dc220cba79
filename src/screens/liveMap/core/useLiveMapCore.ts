// The live-map core: everything /map/live and /map/liveMapV2 share, so each page is only its own
// layout and panel. It owns the live data (useLiveMapData: a snapshot patched by socket events,
// refetched after every reconnection, its loading and failure with a retry), the page's filters
// and what passes them, the markers the canvas draws, the selected marker, where the map centres
// and what it fits. Call it once per page and hand its parts down.
import { useCallback, useMemo, useState } from 'react';
import { useLiveMapData } from '../data/useLiveMapData';
import type { LiveMapData } from '../data/types';
import { toMarkers } from '../layers/toMarkers';
import type { MapMarker } from '../layers/types';
import { fitKeyOf, fitPointsOf, type FitTarget } from './fitPoints';
import { selectionFromMarkerId, type LiveSelection } from './selection';
import type { LiveMapContent, LiveMapLayers, MapFocus } from './types';

interface CoreOptions<F> {
  /** The page's filters before the user sets any. */
  initialFilters: F;
  /** Told after a marker clicked on the map is selected (the page may show it in its panel). */
  onMarkerSelect?: (marker: MapMarker) => void;
}

/**
 * `narrow` says what passes the filters: the map draws its couriers, orders and stores, and the
 * page may add what it lists. Module-level functions, so they run only when their inputs change.
 */
export interface LiveMapCoreOptions<F, S extends LiveMapContent> extends CoreOptions<F> {
  narrow: (content: LiveMapContent, filters: F) => S;
}

/** With `derive`: what the page builds from the data alone (its list rows), redone only when the data changes, not on every keystroke of a filter. */
export interface LiveMapCoreDerivedOptions<F, D, S extends LiveMapContent> extends CoreOptions<F> {
  derive: (content: LiveMapContent) => D;
  narrow: (derived: D, filters: F) => S;
}

export interface LiveMapCore<F, S extends LiveMapContent> {
  data: LiveMapData;
  /** A load failed with nothing in: the page says so (the error) instead of "0 couriers". */
  nothingLoaded: boolean;
  filters: F;
  setFilters: (filters: F) => void;
  /** What passes the filters (`narrow`'s answer). */
  shown: S;
  /** The map's props: markers of what is shown, the selection, the fit and the focus. */
  layers: LiveMapLayers;
  /** The selected marker's id (`<kind>:<id>`), and the same as kind and gateway id. */
  selectedId: string | null;
  selection: LiveSelection | null;
  /** Selects a marker by id; `centre` also brings the map to it. */
  select: (markerId: string, options?: { centre?: boolean }) => void;
  clearSelection: () => void;
  /** Fits the stores of one city (and their orders) into view, as the user picked it. */
  fitCity: (cityId: string) => void;
}

const asIs = (content: LiveMapContent) => content;

export function useLiveMapCore<F, S extends LiveMapContent>(options: LiveMapCoreOptions<F, S>): LiveMapCore<F, S>;
export function useLiveMapCore<F, D, S extends LiveMapContent>(options: LiveMapCoreDerivedOptions<F, D, S>): LiveMapCore<F, S>;
export function useLiveMapCore<F, D, S extends LiveMapContent>(
  options: LiveMapCoreDerivedOptions<F, D, S> | LiveMapCoreOptions<F, S>,
): LiveMapCore<F, S> {
  const { onMarkerSelect } = options;
  // Without `derive`, `narrow` takes the content itself (the first overload).
  const derive = ('derive' in options ? options.derive : asIs) as (content: LiveMapContent) => D;
  const narrow = options.narrow as (derived: D, filters: F) => S;
  const data = useLiveMapData();
  const { orders, couriers, warehouses } = data;

  const [filters, setFilters] = useState<F>(options.initialFilters);
  const derived = useMemo(() => derive({ orders, couriers, warehouses }), [derive, orders, couriers, warehouses]);
  const shown = useMemo(() => narrow(derived, filters), [narrow, derived, filters]);
  const markers = useMemo(() => toMarkers(shown.couriers, shown.orders, shown.warehouses), [shown]);

  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const select = useCallback(
    (markerId: string, { centre = false }: { centre?: boolean } = {}) => {
      setSelectedId(markerId);
      const marker = centre ? markers.find((item) => item.id === markerId) : undefined;
      if (marker) setFocus({ lat: marker.lat, lon: marker.lon, key: Date.now() });
    },
    [markers],
  );
  const clearSelection = useCallback(() => setSelectedId(null), []);
  const onSelect = useCallback(
    (marker: MapMarker) => {
      setSelectedId(marker.id);
      onMarkerSelect?.(marker);
    },
    [onMarkerSelect],
  );
  const selection = useMemo(() => (selectedId === null ? null : selectionFromMarkerId(selectedId)), [selectedId]);

  // Fit the stores and their active orders once the snapshot is in, and again when the user picks
  // a city; never on later updates, which would pull the map away from where the user looks.
  const [fitTarget, setFitTarget] = useState<FitTarget>('all');
  const ready = !data.loading;
  const fitPoints = useMemo(
    () => (ready ? fitPointsOf(fitTarget, warehouses, orders) : []),
    // Orders are read when the fit happens, not followed: see above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready, warehouses, fitTarget],
  );
  const fitKey = ready ? fitKeyOf(fitTarget) : 'loading';
  const fitCity = useCallback((cityId: string) => setFitTarget({ city: cityId }), []);

  // A new object each render is fine: the map re-renders with the page, and each layer compares its own props.
  const layers: LiveMapLayers = { markers, selectedId, onSelect, fitPoints, fitKey, focus };
  return {
    data,
    nothingLoaded: data.failed && orders.length === 0 && couriers.length === 0,
    filters,
    setFilters,
    shown,
    layers,
    selectedId,
    selection,
    select,
    clearSelection,
    fitCity,
  };
}
