// /map/live: stores, couriers coloured by status and active orders on one map, live (the shared
// core: core/useLiveMapCore.ts). The panel finds a marker, filters what the map draws and counts,
// and shows the selected city's figures; beside the map, or in a bottom sheet on a phone.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Drawer, IconButton, Paper, Stack, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { LiveMapCanvas } from './core/LiveMapCanvas';
import { LiveMapFrame } from './core/LiveMapFrame';
import type { LiveSelection } from './core/selection';
import { useLiveMapCore } from './core/useLiveMapCore';
import { NO_FILTERS, filterLiveData } from './filters';
import { LiveCounts } from './panel/LiveCounts';
import { SidePanel } from './panel/SidePanel';
import { useCityFigures } from './stats/useCityFigures';

// Loaded with the first selection: the map and the panel draw without it.
const SelectionCard = lazy(() => import('./card/SelectionCard').then((module) => ({ default: module.SelectionCard })));

const T = 'pages.live-map';
const PANEL_WIDTH = 360;

export default function LiveMapPage() {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const core = useLiveMapCore({ initialFilters: NO_FILTERS, narrow: filterLiveData });
  const { data, shown, selection } = core;
  const figures = useCityFigures();
  const [panelOpen, setPanelOpen] = useStore<boolean>('liveMap.panelOpen', true);
  const [sheetOpen, setSheetOpen] = useState(false);

  const onFind = (found: LiveSelection) => {
    core.select(`${found.kind}:${found.id}`, { centre: true });
    setSheetOpen(false);
  };
  const onCityChange = (id: string) => {
    figures.setCityId(id);
    core.fitCity(id);
  };

  const panel = (
    <SidePanel
      shown={shown}
      allWarehouses={data.warehouses}
      filters={core.filters}
      onFiltersChange={core.setFilters}
      cities={figures.cities}
      citiesLoad={figures.citiesLoad}
      cityId={figures.cityId}
      onCityChange={onCityChange}
      stats={figures.stats}
      onFind={onFind}
    />
  );
  const panelLabel = translate(`${T}.panel.title`);
  const toggle = phone ? (
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
  );

  return (
    <LiveMapFrame
      core={core}
      headerLabel={translate(`${T}.panel.summary`)}
      summary={<LiveCounts couriers={shown.couriers.length} orders={shown.orders.length} warehouses={shown.warehouses.length} />}
      actions={toggle}
      errorTitle={translate(`${T}.error`)}
    >
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0, gap: 1 }}>
        <Paper
          variant="outlined"
          sx={{ position: 'relative', flex: 1, minWidth: 0, overflow: 'hidden', borderRadius: { xs: 0, md: 1 } }}
          data-loading={data.loading || undefined}
        >
          <LiveMapCanvas layers={core.layers} label={translate(`${T}.map`)} />
          {selection && (
            <Box
              sx={{
                position: 'absolute',
                zIndex: 1000,
                ...(phone ? { left: 8, right: 8, bottom: 8, '& > *': { maxWidth: 'none' } } : { top: 8, right: 8 }),
              }}
            >
              <Suspense fallback={null}>
                <SelectionCard
                  selection={selection}
                  orders={data.orders}
                  couriers={data.couriers}
                  warehouses={data.warehouses}
                  onClose={core.clearSelection}
                />
              </Suspense>
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
    </LiveMapFrame>
  );
}
