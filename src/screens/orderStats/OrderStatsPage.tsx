// /commercial/order/stats: one store's successful, missed and potential orders over time, by
// hour, day, week or month, beside the franchise's per-store average: cards for the range,
// a chart, and the same numbers as a table.
import { Alert, Box, Card, CardContent, LinearProgress, Skeleton, Typography } from '@mui/material';
import { useId, useMemo, type ReactNode } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';
import { LoadError } from '../../framework/views/LoadError';
import { failedOrHeld } from '../../framework/views/loadFailure';
import { utcOffsetMinutes } from '../liveMap/stats/utcOffset';
import { CountsChart } from './CountsChart';
import { CountsTable } from './CountsTable';
import { dayLabel } from './labels';
import { formatDay, resolvePeriod } from './ranges';
import { isEmptyTable } from './series';
import { StatsControls, T, type WarehouseOption } from './StatsControls';
import { SummaryCards } from './SummaryCards';
import { useOrderCounts } from './useOrderCounts';
import { useStatsInputs } from './useStatsInputs';


export default function OrderStatsPage() {
  const translate = useTranslate();
  const { language, timeZone } = usePanelFormat();
  const utcOffset = useMemo(() => utcOffsetMinutes(timeZone), [timeZone]);
  const [inputs, change] = useStatsInputs();

  const warehouseList = useGetList<{ id: string; name: string }>('warehouses', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  // In the user's alphabet (the gateway sorts by bytes, which puts Ş and Ü after Z).
  const warehouses: WarehouseOption[] = useMemo(() => {
    const collator = new Intl.Collator(language);
    return (warehouseList.data ?? [])
      .map((warehouse) => ({ id: String(warehouse.id), name: warehouse.name }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [warehouseList.data, language]);
  // The picked store when it is one of the franchise's, else the first.
  const warehouse = warehouses.find((option) => option.id === inputs.warehouse) ?? warehouses[0] ?? null;

  const period = useMemo(
    () => resolvePeriod({ groupType: inputs.groupType, from: inputs.from, to: inputs.to }, new Date(), utcOffset),
    [inputs.groupType, inputs.from, inputs.to, utcOffset],
  );
  // Days picked backwards ask nothing: the fields say why, the last view stays (dimmed).
  const counts = useOrderCounts(
    warehouse && !period.backwards ? { warehouseId: warehouse.id, groupType: period.groupType, start: period.start, end: period.end, utcOffset } : null,
  );

  const range = `${dayLabel(formatDay(period.from), language)} – ${dayLabel(formatDay(period.to), language)}`;
  const title = translate(`${T}.chart.title.${period.groupType}`);
  const table = counts.data;
  const updating = counts.isFetching && (counts.isPlaceholderData || !table);

  return (
    // minWidth 0: a wide table scrolls inside its card instead of widening the page.
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 2, minWidth: 0, width: '100%' }} aria-busy={updating}>
      <StatsControls warehouses={warehouses} warehouseId={warehouse?.id ?? null} inputs={inputs} period={period} onChange={change} />
      {!period.backwards && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.showing`, {
            from: dayLabel(formatDay(period.from), language),
            to: dayLabel(formatDay(period.to), language),
            count: translate(`${T}.units.${period.groupType}`, { smart_count: period.buckets }),
          })}
        </Typography>
      )}

      {failedOrHeld(warehouseList) ? (
        <LoadError
          title={translate(`${T}.warehouses_error`)}
          error={warehouseList.error}
          onRetry={() => void warehouseList.refetch()}
          retrying={warehouseList.isFetching}
        />
      ) : !warehouseList.isPending && warehouses.length === 0 ? (
        <Alert severity="info">{translate(`${T}.no_warehouse`)}</Alert>
      ) : failedOrHeld(counts) ? (
        <LoadError title={translate(`${T}.error`)} error={counts.error} onRetry={() => void counts.refetch()} retrying={counts.isFetching} />
      ) : (
        <>
          <Box sx={{ position: 'relative' }}>
            {updating && (
              <LinearProgress aria-label={translate(`${T}.updating`)} sx={{ position: 'absolute', top: -10, left: 0, right: 0, height: 3 }} />
            )}
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, opacity: counts.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <SummaryCards totals={table?.totals} language={language} />
            <Section title={title}>
              {!table ? (
                <Skeleton variant="rounded" height={260} aria-hidden />
              ) : isEmptyTable(table) ? (
                <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                  {translate(`${T}.empty`)}
                </Typography>
              ) : (
                <CountsChart
                  table={table}
                  language={language}
                  label={translate(`${T}.chart.label`, { title, warehouse: warehouse?.name ?? '', range })}
                />
              )}
            </Section>
            {table && !isEmptyTable(table) && (
              <Section title={translate(`${T}.table.title`)}>
                <CountsTable table={table} language={language} caption={translate(`${T}.table.caption`, { title, warehouse: warehouse?.name ?? '', range })} />
              </Section>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
