// The live map's panel: find a marker, filter, the selected city's store figures and the legend.
// Beside the map on wide screens, in a bottom sheet on phones (the page decides where).
import { Box, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { City, Courier, Order, StatsPeriod } from '../../../domain/orders';
import { LoadError } from '../../../framework/views/LoadError';
import type { LiveWarehouse } from '../data/types';
import type { LiveMapFilters } from '../filters';
import type { LiveSelection } from '../core/selection';
import { StatsTable } from '../stats/StatsTable';
import type { Loaded, PeriodStats } from '../stats/useFranchiseStats';
import { CitySelect } from './CitySelect';
import { Legend } from './Legend';
import { LiveFilters } from './LiveFilters';
import { MarkerFinder } from './MarkerFinder';

const T = 'pages.live-map';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface SidePanelProps {
  /** What passes the filters (what the map draws). */
  shown: { orders: readonly Order[]; couriers: readonly Courier[]; warehouses: readonly LiveWarehouse[] };
  allWarehouses: readonly LiveWarehouse[];
  filters: LiveMapFilters;
  onFiltersChange: (filters: LiveMapFilters) => void;
  cities: readonly City[];
  /** The cities call: when it failed, the figures cannot be asked for (no city to ask about). */
  citiesLoad: Loaded<City[]>;
  cityId: string | null;
  onCityChange: (cityId: string) => void;
  stats: Record<StatsPeriod, PeriodStats>;
  onFind: (selection: LiveSelection) => void;
}

export function SidePanel(props: SidePanelProps) {
  const { shown, allWarehouses, filters, onFiltersChange, cities, citiesLoad, cityId, onCityChange, stats, onFind } = props;
  const translate = useTranslate();
  return (
    <Stack spacing={2} divider={<Divider flexItem />} sx={{ p: 2 }}>
      <MarkerFinder couriers={shown.couriers} orders={shown.orders} warehouses={shown.warehouses} onSelect={onFind} />
      <Section title={translate(`${T}.filters.title`)}>
        <LiveFilters filters={filters} onChange={onFiltersChange} warehouses={allWarehouses} />
      </Section>
      <Section title={translate(`${T}.stats.title`)}>
        {citiesLoad.failed ? (
          <LoadError title={translate(`${T}.stats.error`)} error={citiesLoad.error} onRetry={citiesLoad.retry} retrying={citiesLoad.retrying} />
        ) : (
          <Stack spacing={1.5}>
            <CitySelect cities={cities} value={cityId} onChange={onCityChange} loading={citiesLoad.loading} />
            <StatsTable stats={stats} />
          </Stack>
        )}
      </Section>
      <Section title={translate('liveMap.legend.title')}>
        <Legend
          courierStatuses={shown.couriers.map((courier) => courier.status)}
          orderStatuses={shown.orders.map((order) => order.status)}
        />
      </Section>
    </Stack>
  );
}
