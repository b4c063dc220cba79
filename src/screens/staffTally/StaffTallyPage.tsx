import { Box, Button, Chip, LinearProgress, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { calendarDay } from '../../domain/dates';
import type { TallyKind } from '../../domain/tally';
import { monthName } from '../../framework/views/period/financialMonths';
import { PeriodStepper } from '../../framework/views/period/PeriodStepper';
import { useStores } from '../../framework/views/StoreSelect';
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

/** /staff/tally: the franchise's month, person x day, in the user's time zone, with totals and a CSV export. */
export default function StaffTallyPage() {
  const translate = useTranslate();
  const { language, timeZone } = usePanelFormat();
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const thisMonth = calendarDay(new Date(), zone).slice(0, 7);
  const month = MONTH.test(asked) ? asked : thisMonth;
  const setMonth = (value: string) => {
    if (MONTH.test(value)) setParams({ month: value }, { replace: true });
  };
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const query = useTally(month, zone);
  const stores = useStores();
  const storeName = useMemo(() => {
    const names = new Map((stores.data ?? []).map((store) => [String(store.id), String(store.name)]));
    return (id: string) => names.get(id) ?? '';
  }, [stores.data]);
  const monthLabel = monthName(month, language);
  const tally = query.data;

  return (
    // inline-size containment: the month's width never widens the page; the grid scrolls in its region
    <Box sx={{ p: { xs: 1, md: 2 }, width: '100%', minWidth: 0, containerType: 'inline-size', boxSizing: 'border-box' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <PeriodStepper unit="month" value={month} language={language} current={thisMonth} onChange={(value) => setMonth(value ?? thisMonth)} />
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
