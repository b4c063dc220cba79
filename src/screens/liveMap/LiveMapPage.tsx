// /map/live: stores, couriers coloured by status and active orders on one map, live. The panel
// finds a marker, filters what the map draws and counts, and shows the selected city's figures.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Drawer, IconButton, Paper, Skeleton, Stack, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { Suspense, lazy, useCallback, useMemo, useRef, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { usePanelConfig } from '../../config';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';
import { LoadError } from '../../framework/views/LoadError';
import { SelectionCard } from './card/SelectionCard';
import { useLiveMapData } from './data/useLiveMapData';
import { NO_FILTERS, filterLiveData, type LiveMapFilters } from './filters';
import { toMarkers } from './layers/toMarkers';
import type { MapMarker } from './layers/types';
import type { MapFocus } from './MapView';
import { LiveCounts } from './panel/LiveCounts';
import { LiveStatus } from './panel/LiveStatus';
import { SidePanel } from './panel/SidePanel';
import { selectionFromMarkerId, type LiveSelection } from './selection';
import { useCities, useFranchiseStats } from './stats/useFranchiseStats';
import { utcOffsetMinutes } from './stats/utcOffset';
import { useAvailableHeight } from './useAvailableHeight';

const MapView = lazy(() => import('./MapView'));

const T = 'pages.live-map';
const PANEL_WIDTH = 360;
/** `all`: fit every store of the franchise; otherwise the id of the city the user picked. */
type FitTarget = 'all' | { city: string };

export default function LiveMapPage() {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const config = usePanelConfig();
  const { timeZone } = usePanelFormat();

  const data = useLiveMapData();
  const [filters, setFilters] = useState<LiveMapFilters>(NO_FILTERS);
  const [storedCity, setStoredCity] = useStore<string | null>('liveMap.city', null);
  const citiesLoad = useCities();
  const { cities, loading: citiesLoading } = citiesLoad;
  const cityId = cities.some((city) => city._id === storedCity) ? storedCity : (cities[0]?._id ?? null);
  const stats = useFranchiseStats(citiesLoading ? undefined : cityId, useMemo(() => utcOffsetMinutes(timeZone), [timeZone]));

  const [selection, setSelection] = useState<LiveSelection | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [fitTarget, setFitTarget] = useState<FitTarget>('all');
  const [panelOpen, setPanelOpen] = useStore<boolean>('liveMap.panelOpen', true);
  const [sheetOpen, setSheetOpen] = useState(false);

  const { orders, couriers, warehouses } = data;
  const shown = useMemo(() => filterLiveData({ orders, couriers, warehouses }, filters), [orders, couriers, warehouses, filters]);
  const markers = useMemo(() => toMarkers(shown.couriers, shown.orders, shown.warehouses), [shown]);

  // Fit the stores and their active orders once the snapshot is in, and again when the user picks
  // a city; never on later updates, which would pull the map away from where the user looks.
  const ready = !data.loading;
  const fitPoints = useMemo(() => {
    if (!ready) return [];
    const inCity = fitTarget === 'all' ? [] : warehouses.filter((warehouse) => warehouse.cityId === fitTarget.city);
    const stores = inCity.length > 0 ? inCity : warehouses;
    const storeIds = new Set(stores.map((store) => store._id));
    const deliveries = orders.flatMap((order) => {
      const [lon, lat] = order.deliveryAddress?.location?.coordinates ?? [];
      return storeIds.has(order.warehouse.warehouse) && typeof lat === 'number' && typeof lon === 'number' ? [{ lat, lon }] : [];
    });
    return [...stores, ...deliveries];
    // Orders are read when the fit happens, not followed: see above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, warehouses, fitTarget]);
  const fitKey = ready ? (fitTarget === 'all' ? 'all' : `city:${fitTarget.city}`) : 'loading';

  const onMarker = useCallback((marker: MapMarker) => setSelection(selectionFromMarkerId(marker.id)), []);
  const onFind = (found: LiveSelection) => {
    setSelection(found);
    const marker = markers.find((item) => item.id === `${found.kind}:${found.id}`);
    if (marker) setFocus({ lat: marker.lat, lon: marker.lon, key: Date.now() });
    setSheetOpen(false);
  };
  const onCityChange = (id: string) => {
    setStoredCity(id);
    setFitTarget({ city: id });
  };

  const rootRef = useRef<HTMLDivElement>(null);
  const height = useAvailableHeight(rootRef);

  const panel = (
    <SidePanel
      shown={shown}
      allWarehouses={data.warehouses}
      filters={filters}
      onFiltersChange={setFilters}
      cities={cities}
      citiesLoad={citiesLoad}
      cityId={cityId}
      onCityChange={onCityChange}
      stats={stats}
      onFind={onFind}
    />
  );
  const panelLabel = translate(`${T}.panel.title`);

  return (
    <Box ref={rootRef} sx={{ display: 'flex', flexDirection: 'column', height, minHeight: 0, mx: { xs: -1, md: 0 } }}>
      <Stack
        component="section"
        aria-label={translate(`${T}.panel.summary`)}
        direction="row"
        alignItems="center"
        flexWrap="wrap"
        useFlexGap
        columnGap={2}
        rowGap={0.5}
        sx={{ px: { xs: 1, md: 0 }, pb: 1 }}
      >
        <LiveStatus />
        {/* Failed with nothing loaded: no "0 couriers" (the error below says why there are none). */}
        {data.failed && orders.length === 0 && couriers.length === 0 ? null : (
          <LiveCounts couriers={shown.couriers.length} orders={shown.orders.length} warehouses={shown.warehouses.length} />
        )}
        <Box sx={{ flex: 1 }} />
        {phone ? (
          <Button size="small" variant="outlined" startIcon={<TuneIcon />} onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
            {translate(`${T}.panel.show`)}
          </Button>
        ) : (
          <Tooltip title={translate(`${T}.panel.${panelOpen ? 'hide' : 'show'}`)}>
            <IconButton
              size="small"
              onClick={() => setPanelOpen(!panelOpen)}
              aria-expanded={panelOpen}
              aria-controls="live-map-panel"
              aria-label={translate(`${T}.panel.${panelOpen ? 'hide' : 'show'}`)}
            >
              {panelOpen ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {data.failed && (
        <LoadError
          title={translate(`${T}.error`)}
          error={data.error}
          onRetry={data.retry}
          retrying={data.retrying}
          sx={{ mb: 1 }}
        />
      )}
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0, gap: 1 }}>
        <Paper
          variant="outlined"
          sx={{ position: 'relative', flex: 1, minWidth: 0, overflow: 'hidden', borderRadius: { xs: 0, md: 1 } }}
          data-loading={data.loading || undefined}
        >
          <Suspense fallback={<Skeleton variant="rectangular" sx={{ position: 'absolute', inset: 0, height: 'auto' }} />}>
            <MapView
              markers={markers}
              selectedId={selection ? `${selection.kind}:${selection.id}` : null}
              onSelect={onMarker}
              fitPoints={fitPoints}
              fitKey={fitKey}
              focus={focus}
              tileUrl={config?.mapTileUrl ?? null}
              tileAttribution={config?.mapTileAttribution ?? null}
              label={translate(`${T}.map`)}
            />
          </Suspense>
          {selection && (
            <Box
              sx={{
                position: 'absolute',
                zIndex: 1000,
                ...(phone ? { left: 8, right: 8, bottom: 8, '& > *': { maxWidth: 'none' } } : { top: 8, right: 8 }),
              }}
            >
              <SelectionCard
                selection={selection}
                orders={data.orders}
                couriers={data.couriers}
                warehouses={data.warehouses}
                onClose={() => setSelection(null)}
              />
            </Box>
          )}
        </Paper>
        {!phone && panelOpen && (
          <Paper
            id="live-map-panel"
            component="section"
            aria-label={panelLabel}
            variant="outlined"
            sx={{ width: PANEL_WIDTH, flex: 'none', overflowY: 'auto' }}
          >
            {panel}
          </Paper>
        )}
      </Box>
      {phone && (
        <Drawer
          anchor="bottom"
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          slotProps={{ paper: { 'aria-label': panelLabel, sx: { maxHeight: '80vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 } } }}
        >
          <Stack direction="row" alignItems="center" sx={{ px: 2, pt: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
              {panelLabel}
            </Typography>
            <IconButton onClick={() => setSheetOpen(false)} aria-label={translate(`${T}.panel.hide`)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          {panel}
        </Drawer>
      )}
    </Box>
  );
}
