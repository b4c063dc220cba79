import { Box, LinearProgress, MenuItem, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../domain/constants';
import { useSearchParams } from 'react-router-dom';
import { addDays, dayOf, mondayOf } from '../../domain/shiftPlan';
import { formatCalendarDay } from '../../domain/dates';
import { WORKING_HOURS_SORTS, type WorkingHoursSort } from '../../domain/workingHours';
import { PeriodStepper } from '../../framework/views/period/PeriodStepper';
import { Pager } from '../../framework/views/Pager';
import { StoreSelect, useStores } from '../../framework/views/StoreSelect';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';
import { LoadError } from '../../framework/views/LoadError';
import { failedOrHeld } from '../../framework/views/loadFailure';
import { HourBars } from './HourBars';
import { HoursCards } from './HoursCards';
import { HoursTable, type SortState } from './HoursTable';
import { T } from './text';
import { useWeeklyHours } from './useWeeklyHours';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /staff/weekly-courier-working-hours: the couriers' ISO week in the user's zone, against their limits, and planned vs present per hour. */
export default function WeeklyCourierHoursPage() {
  const translate = useTranslate();
  const { language, timeZone } = usePanelFormat();
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = dayOf(new Date(), zone);
  const [params, setParams] = useSearchParams();
  const asked = params.get('week') ?? '';
  const weekStart = DAY.test(asked) ? mondayOf(asked) : mondayOf(today);
  const store = params.get('store') ?? '';
  const sortField = (WORKING_HOURS_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as WorkingHoursSort) : 'excess';
  const order = params.get('order') === 'ASC' ? 'ASC' : params.get('order') === 'DESC' ? 'DESC' : sortField === 'name' ? 'ASC' : 'DESC';
  const perPage = (PAGE_SIZES as readonly number[]).includes(Number(params.get('perPage'))) ? Number(params.get('perPage')) : 25;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const query = useWeeklyHours({
    weekStart,
    timeZone: zone,
    ...(store ? { warehouseId: store } : {}),
    sort: sortField,
    order,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  const stores = useStores();
  const storeName = useMemo(() => {
    const names = new Map((stores.data ?? []).map((one) => [String(one.id), String(one.name)]));
    return (id: string) => names.get(id) ?? '';
  }, [stores.data]);
  const weekLabel = translate('app.framework.period.week_of', { start: formatCalendarDay(weekStart, language), end: formatCalendarDay(addDays(weekStart, 6), language) });
  const data = query.data;
  const sort: SortState = { field: sortField, order };

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, width: '100%', minWidth: 0, containerType: 'inline-size', boxSizing: 'border-box' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <PeriodStepper unit="week" value={weekStart} language={language} current={mondayOf(today)} onChange={(week) => update({ week, page: null })} />
        <Box sx={{ flexGrow: 1 }} />
        <StoreSelect value={store} onChange={(id) => update({ store: id, page: null })} />
        {phone && (
          <TextField
            select
            size="small"
            label={translate(`${T}.sort`)}
            value={`${sortField}:${order}`}
            onChange={(event) => {
              const [field, direction] = event.target.value.split(':');
              update({ sort: field, order: direction, page: null });
            }}
            sx={{ minWidth: 200, width: { xs: '100%', sm: 260 } }}
          >
            {WORKING_HOURS_SORTS.flatMap((field) =>
              (['DESC', 'ASC'] as const).map((direction) => (
                <MenuItem key={`${field}:${direction}`} value={`${field}:${direction}`}>
                  {translate(`${T}.sorts.${field}`)} ({translate(`${T}.${direction === 'ASC' ? 'sort_asc' : 'sort_desc'}`)})
                </MenuItem>
              )),
            )}
          </TextField>
        )}
      </Stack>
      {data && data.weekHours !== 168 && (
        <Typography variant="body2" sx={{ mb: 1 }} data-week-hours={data.weekHours}>
          {translate(`${T}.week_hours`, { hours: data.weekHours })}
        </Typography>
      )}
      {query.isFetching && <LinearProgress aria-label={translate(`${T}.loading`)} sx={{ mb: 1 }} />}
      {failedOrHeld(query) ? (
        <LoadError title={translate(`${T}.load_error`)} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : data ? (
        <>
          {data.total === 0 ? (
            <Typography>{translate(`${T}.empty`)}</Typography>
          ) : phone ? (
            <HoursCards rows={data.rows} language={language} storeName={storeName} />
          ) : (
            <HoursTable
              rows={data.rows}
              language={language}
              caption={translate(`${T}.caption`, { week: weekLabel })}
              sort={sort}
              onSort={(next) => update({ sort: next.field, order: next.order, page: null })}
              storeName={storeName}
            />
          )}
          {data.total > 0 && (
            <Pager page={page} perPage={perPage} total={data.total} onPage={(next) => update({ page: String(next) })} onPerPage={(next) => update({ perPage: String(next), page: null })} />
          )}
          <HourBars key={data.weekStart} hours={data.hours} days={data.days} language={language} today={today} />
        </>
      ) : null}
    </Box>
  );
}
