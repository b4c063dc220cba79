// /map/liveMapV2: the live map's data (useLiveMapData) as two lists beside the map, couriers and
// active orders, searchable and filterable; a row pressed is centred and highlighted on the map,
// a marker clicked is highlighted in its list. An order-density layer (hexagonal bins) can be
// switched on over the map. Phones show the map and the two lists as tabs.
import { Box, FormControlLabel, Paper, Skeleton, Stack, Switch, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import { Suspense, lazy, useCallback, useMemo, useRef, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { usePanelConfig } from '../../config';
import type { Courier, Order } from '../../domain/orders';
import { LoadError } from '../../framework/views/LoadError';
import { useRealtimeStatus } from '../../realtime';
import { useLiveMapData } from '../liveMap/data/useLiveMapData';
import { DensityLegend } from '../liveMap/layers/DensityLegend';
import { toMarkers } from '../liveMap/layers/toMarkers';
import type { MapMarker } from '../liveMap/layers/types';
import { ListsPanel, tabLabel, type ListTab } from './lists/ListsPanel';
import { NO_ROW_FILTER, courierRows, filterRows, orderRows, type CourierRow, type OrderRow, type RowFilter } from './rows';
import { useAvailableHeight } from '../liveMap/useAvailableHeight';
import { useNow } from './useNow';
import { SelectionBar } from './SelectionBar';
import type { MapFocus } from './V2Map';

const V2Map = lazy(() => import('./V2Map'));

const T = 'pages.live-map-v2';
const PANEL_WIDTH = 400;

type PhoneTab = 'map' | ListTab;

/** The subset of `items` whose id is in `rows` (all of them when the rows were not filtered). */
function pick<I extends { _id: string }>(items: readonly I[], all: readonly { id: string }[], shown: readonly { id: string }[]): readonly I[] {
  if (shown === all) return items;
  const ids = new Set(shown.map((row) => row.id));
  return items.filter((item) => ids.has(item._id));
}

function LiveStatusText() {
  const translate = useTranslate();
  const status = useRealtimeStatus();
  const live = status === 'connected';
  return (
    <Stack direction="row" spacing={0.75} alignItems="center" role="status">
      <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: live ? 'success.main' : 'warning.main' }} />
      <Typography variant="body2">{translate(`${T}.live.${status}`)}</Typography>
    </Stack>
  );
}

export default function LiveMapV2Page() {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const config = usePanelConfig();
  const now = useNow(30_000);
  const data = useLiveMapData();
  const { couriers, orders, warehouses } = data;
  // Failed with nothing loaded: the error says so; empty lists and zero counts would say "nothing".
  const nothingLoaded = data.failed && couriers.length === 0 && orders.length === 0;

  const [listTab, setListTab] = useState<ListTab>('couriers');
  const [phoneTab, setPhoneTab] = useState<PhoneTab>('map');
  const [courierFilter, setCourierFilter] = useState<RowFilter>(NO_ROW_FILTER);
  const [orderFilter, setOrderFilter] = useState<RowFilter>(NO_ROW_FILTER);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [density, setDensity] = useStore<boolean>('liveMapV2.density', true);

  const sortedWarehouses = useMemo(() => [...warehouses].sort((a, b) => a.name.localeCompare(b.name, 'tr')), [warehouses]);
  const allCouriers = useMemo(() => courierRows(couriers, orders, warehouses), [couriers, orders, warehouses]);
  const allOrders = useMemo(() => orderRows(orders, warehouses), [orders, warehouses]);
  const shownCouriers = useMemo(() => filterRows(allCouriers, courierFilter), [allCouriers, courierFilter]);
  const shownOrders = useMemo(() => filterRows(allOrders, orderFilter), [allOrders, orderFilter]);

  // The map draws what the lists show: a filter narrows both.
  const mapCouriers = useMemo(() => pick<Courier>(couriers, allCouriers, shownCouriers), [couriers, allCouriers, shownCouriers]);
  const mapOrders = useMemo(() => pick<Order>(orders, allOrders, shownOrders), [orders, allOrders, shownOrders]);
  const markers = useMemo(() => toMarkers(mapCouriers, mapOrders, warehouses), [mapCouriers, mapOrders, warehouses]);
  const densityPoints = useMemo(
    () =>
      mapOrders.flatMap((order) => {
        const coordinates = order.deliveryAddress?.location?.coordinates;
        return coordinates ? [{ lat: coordinates[1], lon: coordinates[0] }] : [];
      }),
    [mapOrders],
  );
  // Fitted once, when the first snapshot is in; later updates never pull the map away.
  const ready = !data.loading;
  const fitPoints = useMemo(
    () => (ready ? [...warehouses.map((warehouse) => ({ lat: warehouse.lat, lon: warehouse.lon })), ...densityPoints] : []),
    // The orders are read when the fit happens, not followed (see above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready, warehouses],
  );

  const centreOn = useCallback(
    (markerId: string) => {
      const marker = markers.find((item) => item.id === markerId);
      if (marker) setFocus({ lat: marker.lat, lon: marker.lon, key: Date.now() });
    },
    [markers],
  );
  const onSelectCourier = useCallback(
    (row: CourierRow) => {
      setSelectedId(row.markerId);
      centreOn(row.markerId);
      if (phone) setPhoneTab('map');
    },
    [centreOn, phone],
  );
  const onSelectOrder = useCallback(
    (row: OrderRow) => {
      setSelectedId(row.markerId);
      centreOn(row.markerId);
      if (phone) setPhoneTab('map');
    },
    [centreOn, phone],
  );
  const onMarker = useCallback((marker: MapMarker) => {
    setSelectedId(marker.id);
    if (marker.kind === 'courier') setListTab('couriers');
    if (marker.kind === 'order') setListTab('orders');
  }, []);

  const rootRef = useRef<HTMLDivElement>(null);
  // The lists need more room than the map alone.
  const height = useAvailableHeight(rootRef, 420);
  const shownTab: ListTab = phone && phoneTab !== 'map' ? phoneTab : listTab;

  const lists = (
    <ListsPanel
      tab={shownTab}
      onTab={setListTab}
      showTabs={!phone}
      couriers={shownCouriers}
      courierTotal={allCouriers.length}
      courierFilter={courierFilter}
      onCourierFilter={setCourierFilter}
      orders={shownOrders}
      orderTotal={allOrders.length}
      orderFilter={orderFilter}
      onOrderFilter={setOrderFilter}
      warehouses={sortedWarehouses}
      selectedId={selectedId}
      onSelectCourier={onSelectCourier}
      onSelectOrder={onSelectOrder}
      now={now}
    />
  );

  const map = (
    <Box sx={{ position: 'relative', flex: 1, minWidth: 0, minHeight: 0, display: phone && phoneTab !== 'map' ? 'none' : 'block' }}>
      <Suspense fallback={<Skeleton variant="rectangular" sx={{ position: 'absolute', inset: 0, height: '100%' }} />}>
        <V2Map
          markers={markers}
          selectedId={selectedId}
          onSelect={onMarker}
          densityPoints={density ? densityPoints : null}
          fitPoints={fitPoints}
          focus={focus}
          tileUrl={config?.mapTileUrl ?? null}
          tileAttribution={config?.mapTileAttribution ?? null}
          label={translate(`${T}.map_label`)}
        />
      </Suspense>
      <Paper
        component="section"
        aria-label={translate(`${T}.density`)}
        elevation={2}
        sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1000, px: 1.5, py: 0.75, maxWidth: 'calc(100% - 64px)' }}
      >
        <FormControlLabel
          control={<Switch size="small" checked={density} onChange={(event) => setDensity(event.target.checked)} />}
          label={<Typography variant="body2">{translate(`${T}.density`)}</Typography>}
          sx={{ m: 0 }}
        />
        {density && (
          <Box sx={{ mt: 0.5 }}>
            <DensityLegend title={translate(`${T}.density_legend`)} />
          </Box>
        )}
      </Paper>
      {phone && selectedId && (
        <SelectionBar
          courier={allCouriers.find((row) => row.markerId === selectedId)}
          order={allOrders.find((row) => row.markerId === selectedId)}
          onShowInList={() => setPhoneTab(selectedId.startsWith('order:') ? 'orders' : 'couriers')}
          onClose={() => setSelectedId(null)}
        />
      )}
    </Box>
  );

  return (
    <Box ref={rootRef} sx={{ display: 'flex', flexDirection: 'column', height, minHeight: 0, mx: { xs: -1, md: 0 } }}>
      <Stack direction="row" alignItems="center" flexWrap="wrap" useFlexGap columnGap={2} rowGap={0.5} sx={{ px: { xs: 1, md: 0 }, pb: 1 }}>
        <LiveStatusText />
        {nothingLoaded ? null : (
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.summary`, { couriers: allCouriers.length, orders: allOrders.length, stores: warehouses.length })}
          </Typography>
        )}
      </Stack>
      {data.failed && (
        <LoadError title={translate(`${T}.load_error`)} error={data.error} onRetry={data.retry} retrying={data.retrying} sx={{ mb: 1 }} />
      )}
      {phone && (
        <Tabs
          value={phoneTab}
          onChange={(_, value: PhoneTab) => setPhoneTab(value)}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider', flex: 'none', '& .MuiTab-root': { textTransform: 'none', px: 1, minWidth: 0 } }}
        >
          <Tab value="map" id="v2-tab-map" aria-controls="v2-panel-map" label={translate(`${T}.tabs.map`)} />
          <Tab value="couriers" id="v2-tab-couriers" aria-controls="v2-panel-couriers" label={tabLabel(translate, 'couriers', shownCouriers.length, allCouriers.length)} />
          <Tab value="orders" id="v2-tab-orders" aria-controls="v2-panel-orders" label={tabLabel(translate, 'orders', shownOrders.length, allOrders.length)} />
        </Tabs>
      )}
      <Stack direction="row" sx={{ flex: 1, minHeight: 0, border: { md: 1 }, borderColor: { md: 'divider' }, borderRadius: { md: 1 }, overflow: 'hidden' }}>
        {(!phone || phoneTab !== 'map') && (
          <Box
            component="section"
            aria-label={translate(`${T}.lists`)}
            sx={{ width: phone ? '100%' : PANEL_WIDTH, flex: 'none', borderRight: { md: 1 }, borderColor: { md: 'divider' }, bgcolor: 'background.paper', minHeight: 0 }}
          >
            {nothingLoaded ? null : data.loading ? <Skeleton variant="rectangular" sx={{ m: 1.5, height: 200 }} /> : lists}
          </Box>
        )}
        {phone ? (
          <Box role="tabpanel" id="v2-panel-map" aria-labelledby="v2-tab-map" sx={{ display: phoneTab === 'map' ? 'flex' : 'none', flex: 1, minHeight: 0 }}>
            {map}
          </Box>
        ) : (
          map
        )}
      </Stack>
    </Box>
  );
}
