import { Box, Button, Chip, LinearProgress, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { calendarDay } from '../../domain/dates';
import { nextMonth, type TallyKind } from '../../domain/tally';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';
import { LoadError } from '../../framework/views/LoadError';
import { failedOrHeld } from '../../framework/views/loadFailure';
import { KIND_STYLE, T } from './cells';
import { downloadTally, tallyCsv } from './exportTally';
import { TallyCards } from './TallyCards';
import { TallyGrid } from './TallyGrid';
import { useTally } from './useTally';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const LEGEND: TallyKind[] = ['worked', 'leave', 'absent', 'holiday', 'off'];

const previousMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
};

/** /staff/tally: the franchise's month, person x day, in the user's time zone, with totals and a CSV export. */
export default function StaffTallyPage() {
  const translate = useTranslate();
  const { language, timeZone } = usePanelFormat();
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : calendarDay(new Date(), zone).slice(0, 7);
  const setMonth = (value: string) => {
    if (MONTH.test(value)) setParams({ month: value }, { replace: true });
  };
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const query = useTally(month, zone);
  const stores = useGetList('warehouses', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  const storeName = useMemo(() => {
    const names = new Map((stores.data ?? []).map((store) => [String(store.id), String(store.name)]));
    return (id: string) => names.get(id) ?? '';
  }, [stores.data]);
  const monthLabel = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  const tally = query.data;

  return (
    // inline-size containment: the month's width never widens the page; the grid scrolls in its region
    <Box sx={{ p: { xs: 1, md: 2 }, width: '100%', minWidth: 0, containerType: 'inline-size', boxSizing: 'border-box' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Button variant="outlined" size="small" onClick={() => setMonth(previousMonth(month))}>
          {translate(`${T}.previous`)}
        </Button>
        <Typography component="h2" variant="h6" aria-live="polite" sx={{ minWidth: 150, textAlign: 'center' }} data-month={month}>
          {monthLabel}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => setMonth(nextMonth(month))}>
          {translate(`${T}.next`)}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="contained"
          size="small"
          disabled={!tally || tally.people.length === 0}
          onClick={() => tally && downloadTally(tallyCsv(tally, language, translate, storeName), month)}
        >
          {translate(`${T}.export`)}
        </Button>
      </Stack>
      <Stack direction="row" component="ul" aria-label={translate(`${T}.legend`)} sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mb: 2 }}>
        {LEGEND.map((kind) => (
          <li key={kind}>
            <Chip
              size="small"
              label={kind === 'worked' ? translate(`${T}.legend_worked`) : `${translate(`${T}.codes.${kind}`)} = ${translate(`${T}.kinds.${kind}`)}`}
              sx={KIND_STYLE[kind]}
            />
          </li>
        ))}
      </Stack>
      {query.isFetching && <LinearProgress aria-label={translate(`${T}.loading`)} sx={{ mb: 1 }} />}
      {failedOrHeld(query) ? (
        <LoadError title={translate(`${T}.load_error`)} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : tally && tally.people.length === 0 ? (
        <Typography>{translate(`${T}.empty`)}</Typography>
      ) : tally ? (
        phone ? (
          <TallyCards tally={tally} language={language} storeName={storeName} />
        ) : (
          <TallyGrid tally={tally} language={language} storeName={storeName} caption={translate(`${T}.caption`, { month: monthLabel })} />
        )
      ) : null}
    </Box>
  );
}
