// /staff/plan: one store's week of courier or picker slots (issue 12). A keyboard-first grid of
// people by day on a wide screen, a day-by-day list on a phone, the coverage line under it, and
// the week's moves (new slot, publish, copy into the next week), each shown only to users whose
// shift_plan role carries its permission (the gateway checks the same rule).
import { Alert, Box, Button, Skeleton, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, useTheme } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatCalendarDay } from '../../domain/dates';
import { addDays, dayOf, dayStart, mondayOf, SLOT_STATUS, type ShiftSlot, type SlotKind } from '../../domain/shiftPlan';
import { useCalls } from '../../framework/calls';
import { LoadError } from '../../framework/views/LoadError';
import { failedOrHeld } from '../../framework/views/loadFailure';
import { Coverage } from './Coverage';
import { DayList } from './DayList';
import { SlotDialog, type DialogTarget } from './SlotDialog';
import { usePlanContext } from './usePlanContext';
import { usePlanInputs } from './usePlanInputs';
import { WeekGrid, type Focus } from './WeekGrid';
import { PeriodStepper } from '../../framework/views/period/PeriodStepper';
import { StoreSelect } from '../../framework/views/StoreSelect';
import { coverage, gridRows, type GridRow } from './weekGridRows';

const WEEKDAY_FORMAT: Record<string, Intl.DateTimeFormat> = {};
function weekdayLabel(day: string, language: string): string {
  WEEKDAY_FORMAT[language] ??= new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
  return WEEKDAY_FORMAT[language].format(new Date(`${day}T12:00:00Z`));
}

export default function ShiftPlanPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { shiftPlan } = useCalls();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const { language, timeZone, may, stores, storesQuery } = usePlanContext();
  const [inputs, change] = usePlanInputs();
  const store = stores.find((option) => option.id === inputs.store) ?? stores[0] ?? null;
  const today = dayOf(new Date(), timeZone);
  const monday = mondayOf(inputs.week ?? today);
  const weekBody = store ? { warehouseId: store.id, kind: inputs.kind, weekStart: monday, timeZone } : null;

  const week = useQuery({
    queryKey: ['shift-plan', 'week', weekBody],
    queryFn: ({ signal }) => shiftPlan.week(weekBody!, signal),
    enabled: Boolean(weekBody),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data = week.data;

  const collator = useMemo(() => new Intl.Collator(language), [language]);
  const rows = useMemo(() => (data ? gridRows(data, collator) : []), [data, collator]);
  const dayLabels = useMemo(() => (data?.days ?? []).map((day) => weekdayLabel(day, language)), [data, language]);
  const dayStarts = useMemo(() => (data ? [...data.days, addDays(data.days[6], 1)].map((day) => dayStart(day, data.timeZone)) : []), [data]);
  const [focus, setFocus] = useState<Focus>({ row: 0, col: 1 });
  const todayIndex = data ? Math.max(0, data.days.indexOf(today)) : 0;
  const [phoneDay, setPhoneDay] = useState<number | null>(null);
  const shownDay = phone ? (phoneDay ?? todayIndex) : Math.max(0, focus.col - 1);
  const [target, setTarget] = useState<DialogTarget | null>(null);
  const [busy, setBusy] = useState(false);

  const openCell = useCallback(
    (row: GridRow, day: number, slot?: ShiftSlot) => {
      const ids = row.days[day].map((one) => one.id);
      if (ids.length === 0 && !may.create) return;
      setTarget({ slotIds: ids, day, first: slot?.id });
    },
    [may.create],
  );

  const created = data?.slots.filter((slot) => slot.status === SLOT_STATUS.created && slot.warehouseId === data.warehouse.id).length ?? 0;
  const asked = (data?.vehicleCounts ?? []).reduce((sum, count) => sum + count.count, 0);
  const hours = useMemo(() => (data && dayStarts.length ? coverage({ ...data, slots: data.slots.filter((slot) => slot.kind === 'courier') }, shownDay, dayStarts) : []), [data, dayStarts, shownDay]);
  const daySlots = useMemo(() => {
    if (!data) return [];
    return data.slots.filter((slot) => dayOf(slot.startsAt, data.timeZone) === data.days[shownDay]);
  }, [data, shownDay]);

  async function weekMove(move: 'publish' | 'copy') {
    if (!weekBody) return;
    setBusy(true);
    try {
      if (move === 'publish') {
        const done = await shiftPlan.publishWeek(weekBody);
        notify('pages.staff-plan.published', { type: 'success', messageArgs: { smart_count: done.published } });
      } else {
        const done = await shiftPlan.copyWeek(weekBody);
        notify('pages.staff-plan.copied', { type: 'success', messageArgs: { smart_count: done.copied, day: formatCalendarDay(done.weekStart, language) } });
        change({ week: done.weekStart });
      }
      await week.refetch();
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'app.error.default', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (storesQuery.isSuccess && stores.length === 0) {
    return <Alert severity="info" sx={{ my: 2 }}>{translate('pages.staff-plan.no_store')}</Alert>;
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 2, minWidth: 0, width: '100%', maxWidth: 'calc(100vw - 16px)' }} aria-busy={week.isFetching}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <StoreSelect value={store?.id ?? ''} onChange={(id) => change({ store: id })} all={false} sx={{ width: { xs: '100%', sm: 220 }, flex: 'none' }} />
        <ToggleButtonGroup exclusive size="small" value={inputs.kind} onChange={(_, kind: SlotKind | null) => kind && change({ kind })} aria-label={translate('pages.staff-plan.kind')}>
          <ToggleButton value="courier">{translate('pages.staff-plan.kinds.courier')}</ToggleButton>
          <ToggleButton value="picker">{translate('pages.staff-plan.kinds.picker')}</ToggleButton>
        </ToggleButtonGroup>
        <PeriodStepper unit="week" value={monday} language={language} onChange={(week) => change({ week })} current={mondayOf(today)} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { md: 'auto' } }}>
          {may.create && (
            <Button variant="outlined" size="small" disabled={!data} onClick={() => setTarget({ slotIds: [], day: shownDay })}>
              {translate('pages.staff-plan.new_slot')}
            </Button>
          )}
          {may.publish && (
            <Button variant="contained" size="small" disabled={!created || busy} onClick={() => void weekMove('publish')}>
              {created ? translate('pages.staff-plan.publish_count', { count: created }) : translate('pages.staff-plan.publish')}
            </Button>
          )}
          {may.copyWeek && (
            <Button variant="outlined" size="small" disabled={!data?.slots.length || busy} onClick={() => void weekMove('copy')}>
              {translate('pages.staff-plan.copy')}
            </Button>
          )}
        </Box>
      </Box>

      {failedOrHeld(week) ? (
        <LoadError title={translate('pages.staff-plan.load_error')} error={week.error} onRetry={() => void week.refetch()} retrying={week.isFetching} />
      ) : data ? (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="week-hours">
            {translate('pages.staff-plan.hours', { hours: data.hours.total.toLocaleString(language) })}
          </Typography>
          {phone ? (
            <DayList dayLabels={dayLabels} day={shownDay} onDay={setPhoneDay} slots={daySlots} timeZone={data.timeZone} onOpen={(slot) => setTarget({ slotIds: [slot.id], day: shownDay })} />
          ) : (
            <WeekGrid rows={rows} dayLabels={dayLabels} timeZone={data.timeZone} focus={focus} onFocus={setFocus} onOpenCell={openCell} openLabel={translate('pages.staff-plan.open_slots')} />
          )}
          {rows.length === 1 && !phone && (
            <Typography variant="body2" color="text.secondary">
              {translate('pages.staff-plan.no_people')}
            </Typography>
          )}
          {data.kind === 'courier' && <Coverage hours={hours} asked={asked} dayLabel={dayLabels[shownDay] ?? ''} />}
        </>
      ) : (
        <Skeleton variant="rectangular" height={320} />
      )}
      {target && data && (
        <SlotDialog
          key={`${target.day}:${target.slotIds.join(',')}`}
          target={target}
          week={data}
          stores={stores}
          may={may}
          language={language}
          onClose={() => setTarget(null)}
          onChanged={() => week.refetch()}
        />
      )}
    </Box>
  );
}
