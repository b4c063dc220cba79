// /map/liveMapV2: the live-map core (core/useLiveMapCore.ts) as two lists beside the map, couriers
// and active orders, searchable and filterable; a row pressed is centred and highlighted on the
// map, a marker clicked is highlighted in its list. An order-density layer (hexagonal bins) can be
// switched on over the map. Phones show the map and the two lists as tabs.
import { Box, FormControlLabel, Paper, Skeleton, Stack, Switch, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { LiveMapCanvas } from '../liveMap/core/LiveMapCanvas';
import { LiveMapFrame } from '../liveMap/core/LiveMapFrame';
import { useLiveMapCore } from '../liveMap/core/useLiveMapCore';
import { DensityLegend } from '../liveMap/layers/DensityLegend';
import type { MapMarker } from '../liveMap/layers/types';
import { ListsPanel, tabLabel, type ListTab } from './lists/ListsPanel';
import { NO_LIST_FILTERS, allRows, shownLists } from './lists/shownLists';
import { SelectionBar } from './SelectionBar';
import { useNow } from './useNow';

const T = 'pages.live-map-v2';
const PANEL_WIDTH = 400;

type PhoneTab = 'map' | ListTab;

export default function LiveMapV2Page() {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const now = useNow(30_000);
  const [listTab, setListTab] = useState<ListTab>('couriers');
  const [phoneTab, setPhoneTab] = useState<PhoneTab>('map');
  const [density, setDensity] = useStore<boolean>('liveMapV2.density', true);

  // A marker clicked on the map shows its list.
  const onMarkerSelect = useCallback((marker: MapMarker) => {
    if (marker.kind === 'courier') setListTab('couriers');
    if (marker.kind === 'order') setListTab('orders');
  }, []);
  const core = useLiveMapCore({ initialFilters: NO_LIST_FILTERS, derive: allRows, narrow: shownLists, onMarkerSelect });
  const { data, shown, filters, selectedId } = core;
  const { courierRows, orderRows } = shown;

  const sortedWarehouses = useMemo(() => [...data.warehouses].sort((a, b) => a.name.localeCompare(b.name, 'tr')), [data.warehouses]);
  const densityPoints = useMemo(
    () =>
      shown.orders.flatMap((order) => {
        const coordinates = order.deliveryAddress?.location?.coordinates;
        return coordinates ? [{ lat: coordinates[1], lon: coordinates[0] }] : [];
      }),
    [shown.orders],
  );

  const onSelectRow = (row: { markerId: string }) => {
    core.select(row.markerId, { centre: true });
    if (phone) setPhoneTab('map');
  };

  const shownTab: ListTab = phone && phoneTab !== 'map' ? phoneTab : listTab;
  const lists = (
    <ListsPanel
      tab={shownTab}
      onTab={setListTab}
      showTabs={!phone}
      couriers={courierRows.shown}
      courierTotal={courierRows.all.length}
      courierFilter={filters.couriers}
      onCourierFilter={(couriers) => core.setFilters({ ...filters, couriers })}
      orders={orderRows.shown}
      orderTotal={orderRows.all.length}
      orderFilter={filters.orders}
      onOrderFilter={(orders) => core.setFilters({ ...filters, orders })}
      warehouses={sortedWarehouses}
      selectedId={selectedId}
      onSelectCourier={onSelectRow}
      onSelectOrder={onSelectRow}
      now={now}
    />
  );

  const map = (
    <Box sx={{ position: 'relative', flex: 1, minWidth: 0, minHeight: 0, display: phone && phoneTab !== 'map' ? 'none' : 'block' }}>
      <LiveMapCanvas layers={core.layers} label={translate(`${T}.map_label`)} density={density ? densityPoints : null} />
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
          courier={courierRows.all.find((row) => row.markerId === selectedId)}
          order={orderRows.all.find((row) => row.markerId === selectedId)}
          onShowInList={() => setPhoneTab(selectedId.startsWith('order:') ? 'orders' : 'couriers')}
          onClose={core.clearSelection}
        />
      )}
    </Box>
  );

  return (
    <LiveMapFrame
      core={core}
      summary={
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.summary`, { couriers: courierRows.all.length, orders: orderRows.all.length, stores: data.warehouses.length })}
        </Typography>
      }
      errorTitle={translate(`${T}.load_error`)}
      // The lists need more room than the map alone.
      minHeight={420}
    >
      {phone && (
        <Tabs
          value={phoneTab}
          onChange={(_, value: PhoneTab) => setPhoneTab(value)}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider', flex: 'none', '& .MuiTab-root': { textTransform: 'none', px: 1, minWidth: 0 } }}
        >
          <Tab value="map" id="v2-tab-map" aria-controls="v2-panel-map" label={translate(`${T}.tabs.map`)} />
          <Tab value="couriers" id="v2-tab-couriers" aria-controls="v2-panel-couriers" label={tabLabel(translate, 'couriers', courierRows.shown.length, courierRows.all.length)} />
          <Tab value="orders" id="v2-tab-orders" aria-controls="v2-panel-orders" label={tabLabel(translate, 'orders', orderRows.shown.length, orderRows.all.length)} />
        </Tabs>
      )}
      <Stack direction="row" sx={{ flex: 1, minHeight: 0, border: { md: 1 }, borderColor: { md: 'divider' }, borderRadius: { md: 1 }, overflow: 'hidden' }}>
        {(!phone || phoneTab !== 'map') && (
          <Box
            component="section"
            aria-label={translate(`${T}.lists`)}
            sx={{ width: phone ? '100%' : PANEL_WIDTH, flex: 'none', borderRight: { md: 1 }, borderColor: { md: 'divider' }, bgcolor: 'background.paper', minHeight: 0 }}
          >
            {core.nothingLoaded ? null : data.loading ? <Skeleton variant="rectangular" sx={{ m: 1.5, height: 200 }} /> : lists}
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
    </LiveMapFrame>
  );
}
