// One cell's slots, or a new slot: times on the 30-minute steps (at most 12 hours, maybe into the
// next day), vehicle for couriers, break; and the moves the slot's status and the user's shift_plan
// permissions allow (SLOT_MOVES): save, assign, unassign, share, delete. A refusal keeps the
// user's values and shows the gateway's message (a clash names the other slot or the leave); a
// save over someone else's change says so and offers Reload, which reads their version and keeps
// the values typed here. Values typed when the session ended come back when the same user opens the
// same slot (or the same day's new slot) again after signing in, checked against the version they
// were made on (useKeptDraft).
import { UnsavedChangesGuard } from '../../framework/views/forms/leaveGuard';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, Tab, Tabs, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isStaleRecord } from '../../../dataProvider/errors';
import { formatCalendarDay } from '../../domain/dates';
import { shiftSlotStatus, vehicleType } from '../../domain/enums';
import type { EnabledLanguageCode } from '../../domain/languages';
import { canMoveFrom, slotShapeProblem, type ShiftPlanWeek, type ShiftSlot, type SlotAction } from '../../domain/shiftPlan';
import { useCalls } from '../../framework/calls';
import { useKeptDraft } from '../../framework/views/forms/useKeptDraft';
import type { StoreOption } from './usePlanContext';
import type { PlanContext } from './usePlanContext';
import { SlotHistory } from './SlotHistory';
import { clockOf, DAY_STEPS, endChoices, instantOf } from './time';
import { dayOf } from '../../domain/shiftPlan';

export interface DialogTarget {
  /** The cell's slots (ids; read fresh from the week), empty for a new slot. */
  slotIds: string[];
  /** Index in the week of the cell's day. */
  day: number;
  /** The slot to open first. */
  first?: string;
}

interface SlotDialogProps {
  target: DialogTarget;
  week: ShiftPlanWeek;
  stores: StoreOption[];
  may: PlanContext['may'];
  language: EnabledLanguageCode;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}

interface FormValues {
  day: string;
  start: string;
  /** `HH:mm`, `+HH:mm` on the next day. */
  end: string;
  vehicleType: number | '';
  breakMinutes: number;
}

const BREAKS = [0, 15, 30, 45, 60, 90, 120];

/** A kept draft's values, when they are still a slot of this week's form; null otherwise. */
function keptValues(kept: Record<string, unknown>, week: ShiftPlanWeek): FormValues | null {
  const { day, start, end, vehicleType: vehicle, breakMinutes } = kept;
  const clock = /^\d{2}:\d{2}$/;
  if (typeof day !== 'string' || !week.days.includes(day)) return null;
  if (typeof start !== 'string' || !clock.test(start) || typeof end !== 'string' || !clock.test(end.replace(/^\+/, ''))) return null;
  if (!(vehicle === '' || (typeof vehicle === 'number' && (vehicleType.values as readonly number[]).includes(vehicle)))) return null;
  if (typeof breakMinutes !== 'number' || !BREAKS.includes(breakMinutes)) return null;
  return { day, start, end, vehicleType: vehicle, breakMinutes };
}

function valuesOf(slot: ShiftSlot | undefined, day: string, week: ShiftPlanWeek): FormValues {
  if (!slot) return { day, start: '09:00', end: '17:00', vehicleType: week.kind === 'courier' ? 200 : '', breakMinutes: 30 };
  const startDay = dayOf(slot.startsAt, week.timeZone);
  const endDay = dayOf(slot.endsAt, week.timeZone);
  return {
    day: startDay,
    start: clockOf(slot.startsAt, week.timeZone),
    end: `${endDay !== startDay ? '+' : ''}${clockOf(slot.endsAt, week.timeZone)}`,
    vehicleType: slot.vehicleType ?? '',
    breakMinutes: slot.breakMinutes,
  };
}

export function SlotDialog({ target, week, stores, may, language, onClose, onChanged }: SlotDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { shiftPlan } = useCalls();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [selected, setSelected] = useState<string | null>(target.first ?? target.slotIds[0] ?? null);
  const slot = week.slots.find((candidate) => candidate.id === selected);
  const [values, setValues] = useState<FormValues>(() => valuesOf(slot, week.days[target.day], week));
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [personId, setPersonId] = useState('');
  const [shareWith, setShareWith] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);

  // The version the values are made on when they came back from an ended session (else the slot's).
  const [keptVersion, setKeptVersion] = useState<string | undefined>(undefined);
  const [restored, setRestored] = useState(false);

  const pick = (id: string) => {
    setSelected(id);
    setKeptVersion(undefined);
    setRestored(false);
    setValues(valuesOf(week.slots.find((candidate) => candidate.id === id), week.days[target.day], week));
    setError(null);
    setStale(null);
  };

  const nextDay = values.end.startsWith('+');
  const startsAt = instantOf(values.day, values.start, week.timeZone);
  const endsAt = instantOf(values.day, values.end.replace('+', ''), week.timeZone, nextDay);
  const breakMinutes = values.breakMinutes;
  const shape = slotShapeProblem(startsAt, endsAt, breakMinutes);
  const editable = slot ? may.edit && canMoveFrom('edit', slot.status) : may.create;
  const changed = JSON.stringify(values) !== JSON.stringify(valuesOf(slot, week.days[target.day], week));
  const dirty = slot ? changed : true;
  useKeptDraft({
    resource: 'shift-plan/slot',
    id: `${week.warehouse.id}:${week.kind}:${selected ?? `new:${week.days[target.day]}`}`,
    values: values as unknown as Record<string, unknown>,
    dirty: editable && changed && !busy,
    version: keptVersion ?? slot?.updatedAt,
    onRestored: (draft) => {
      const kept = keptValues(draft.values, week);
      if (!kept) return;
      setValues(kept);
      setKeptVersion(draft.version);
      setRestored(true);
    },
  });
  const [askClose, setAskClose] = useState(false);
  // Leaving with changes asks first (the panel's rule for a dirty form).
  const requestClose = () => {
    if (busy) return;
    if (editable && changed && !askClose) setAskClose(true);
    else onClose();
  };

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    setError(null);
    try {
      await work();
      notify(done, { type: 'success' });
      await onChanged();
      onClose();
    } catch (failure) {
      if (isStaleRecord(failure)) setStale(translate('pages.staff-plan.slot.stale'));
      else setError(failure instanceof Error ? translate(failure.message, { _: failure.message }) : translate('app.error.default'));
    } finally {
      setBusy(false);
    }
  }

  const times = { startsAt, endsAt, vehicleType: week.kind === 'courier' && values.vehicleType !== '' ? Number(values.vehicleType) : null, breakMinutes, timeZone: week.timeZone };
  const save = () =>
    slot
      ? run(() => shiftPlan.edit(slot.id, { ...times, updatedAt: keptVersion ?? slot.updatedAt }), 'pages.staff-plan.slot.saved')
      : run(() => shiftPlan.create({ ...times, warehouseId: week.warehouse.id, kind: week.kind }), 'pages.staff-plan.slot.saved');
  const act = (action: SlotAction, extra: { personId?: string; warehouseId?: string }, done: string) =>
    slot && run(() => shiftPlan.act(slot.id, action, { updatedAt: slot.updatedAt, timeZone: week.timeZone, ...extra }), done);
  const reload = async () => {
    await onChanged();
    // the values typed here stay, now made on the version just read
    setKeptVersion(undefined);
    setStale(null);
  };

  const can = (action: SlotAction) => Boolean(slot && may[action] && canMoveFrom(action, slot.status));
  const dayLabel = (day: string) => formatCalendarDay(day, language);
  const people = week.people.filter((person) => person.id !== slot?.person?.id);
  const otherStores = stores.filter((store) => store.id !== week.warehouse.id);

  return (
    <Dialog open onClose={requestClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="slot-dialog-title">
      {/* leaving the page, signing out or closing the tab with changes asks too */}
      <UnsavedChangesGuard dirty={editable && changed && !busy} />
      <DialogTitle id="slot-dialog-title">{translate(slot ? 'pages.staff-plan.slot.title' : 'pages.staff-plan.slot.new_title')}</DialogTitle>
      <DialogContent>
        {target.slotIds.length > 1 && (
          <Tabs value={selected} onChange={(_, id: string) => pick(id)} variant="scrollable" scrollButtons={false} sx={{ mb: 1 }}>
            {target.slotIds.map((id) => {
              const one = week.slots.find((candidate) => candidate.id === id);
              return one ? <Tab key={id} value={id} label={`${clockOf(one.startsAt, week.timeZone)}–${clockOf(one.endsAt, week.timeZone)}`} /> : null;
            })}
          </Tabs>
        )}
        {slot && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('pages.staff-plan.slot.status')}: <strong>{translate(shiftSlotStatus.labelKey(slot.status) ?? '')}</strong>
            {' · '}
            {translate('pages.staff-plan.slot.person')}: <strong>{slot.person?.name ?? translate('pages.staff-plan.slot.nobody')}</strong>
            {slot.sharedWithWarehouseId && (
              <>
                {' · '}
                {translate('pages.staff-plan.slot.shared_with')}: <strong>{stores.find((store) => store.id === slot.sharedWithWarehouseId)?.name ?? slot.sharedWithWarehouseId}</strong>
              </>
            )}
          </Typography>
        )}
        {restored && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate('app.framework.form.restored')}
          </Alert>
        )}
        {askClose && (
          <Alert
            severity="warning"
            sx={{ mb: 1 }}
            role="alert"
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" size="small" onClick={() => setAskClose(false)}>
                  {translate('pages.staff-plan.slot.keep_editing')}
                </Button>
                <Button color="inherit" size="small" onClick={onClose}>
                  {translate('pages.staff-plan.slot.discard')}
                </Button>
              </Stack>
            }
          >
            {translate('pages.staff-plan.slot.unsaved')}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mb: 1 }} role="alert" data-testid="slot-error">
            {error}
          </Alert>
        )}
        {stale && (
          <Alert severity="warning" sx={{ mb: 1 }} role="alert" action={<Button color="inherit" size="small" onClick={() => void reload()}>{translate('pages.staff-plan.slot.reload')}</Button>}>
            {stale}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5, mt: 1 }}>
          <TextField select label={translate('pages.staff-plan.slot.day')} value={values.day} disabled={!editable} onChange={(event) => setValues({ ...values, day: event.target.value })} sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            {week.days.map((day) => (
              <MenuItem key={day} value={day}>
                {dayLabel(day)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={translate('pages.staff-plan.slot.start')}
            value={values.start}
            disabled={!editable}
            onChange={(event) => {
              const start = event.target.value;
              const ends = endChoices(start).map((choice) => `${choice.nextDay ? '+' : ''}${choice.time}`);
              setValues({ ...values, start, end: ends.includes(values.end) ? values.end : ends[Math.min(15, ends.length - 1)] });
            }}
          >
            {DAY_STEPS.map((step) => (
              <MenuItem key={step} value={step}>
                {step}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={translate('pages.staff-plan.slot.end')} value={values.end} disabled={!editable} onChange={(event) => setValues({ ...values, end: event.target.value })}>
            {endChoices(values.start).map((choice) => {
              const value = `${choice.nextDay ? '+' : ''}${choice.time}`;
              return (
                <MenuItem key={value} value={value}>
                  {choice.nextDay ? translate('pages.staff-plan.slot.next_day', { time: choice.time }) : choice.time}
                </MenuItem>
              );
            })}
          </TextField>
          {week.kind === 'courier' && (
            <TextField select label={translate('pages.staff-plan.slot.vehicle')} value={values.vehicleType} disabled={!editable} onChange={(event) => setValues({ ...values, vehicleType: Number(event.target.value) })}>
              {vehicleType.entries.map((entry) => (
                <MenuItem key={entry.value} value={entry.value}>
                  {translate(vehicleType.labelKey(entry.value)!)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField select label={translate('pages.staff-plan.slot.break')} value={values.breakMinutes} disabled={!editable} onChange={(event) => setValues({ ...values, breakMinutes: Number(event.target.value) })}>
            {BREAKS.map((minutes) => (
              <MenuItem key={minutes} value={minutes}>
                {minutes}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {shape === 'break' && (
          <Typography color="error" variant="body2" sx={{ mt: 1 }}>
            {translate('pages.staff-plan.slot.break')}
          </Typography>
        )}
        {slot && !editable && may.edit && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('pages.staff-plan.slot.read_only')}
          </Typography>
        )}
        {slot && (can('assign') || can('share')) && (
          <Stack spacing={1.5} sx={{ mt: 2 }}>
            {can('assign') && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
                <TextField select label={translate('pages.staff-plan.slot.assign_to')} value={personId} onChange={(event) => setPersonId(event.target.value)} sx={{ flex: 1 }} slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}>
                  {people.map((person) => (
                    <MenuItem key={person.id} value={person.id}>
                      {person.name}
                    </MenuItem>
                  ))}
                </TextField>
                <Button variant="contained" disabled={!personId || busy} onClick={() => void act('assign', { personId }, 'pages.staff-plan.slot.assigned')}>
                  {translate('pages.staff-plan.slot.assign')}
                </Button>
              </Stack>
            )}
            {can('share') && otherStores.length > 0 && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
                <TextField select label={translate('pages.staff-plan.slot.share_with')} value={shareWith} onChange={(event) => setShareWith(event.target.value)} sx={{ flex: 1 }}>
                  {otherStores.map((store) => (
                    <MenuItem key={store.id} value={store.id}>
                      {store.name}
                    </MenuItem>
                  ))}
                </TextField>
                <Button variant="outlined" disabled={!shareWith || busy} onClick={() => void act('share', { warehouseId: shareWith }, 'pages.staff-plan.slot.shared')}>
                  {translate('pages.staff-plan.slot.share')}
                </Button>
              </Stack>
            )}
          </Stack>
        )}
        {slot && <SlotHistory slotId={slot.id} language={language} timeZone={week.timeZone} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {can('unassign') && (
          <Button disabled={busy} onClick={() => void act('unassign', {}, 'pages.staff-plan.slot.unassigned')}>
            {translate('pages.staff-plan.slot.unassign')}
          </Button>
        )}
        {can('delete') &&
          (confirmDelete ? (
            <Button color="error" variant="contained" disabled={busy} onClick={() => void act('delete', {}, 'pages.staff-plan.slot.deleted')}>
              {translate('pages.staff-plan.slot.delete_confirm')}
            </Button>
          ) : (
            <Button color="error" disabled={busy} onClick={() => setConfirmDelete(true)}>
              {translate('pages.staff-plan.slot.delete')}
            </Button>
          ))}
        <Box sx={{ flex: 1 }} />
        <Button onClick={requestClose} disabled={busy}>
          {translate('pages.staff-plan.slot.close')}
        </Button>
        {editable && (
          <Button variant="contained" disabled={busy || Boolean(shape) || !dirty} onClick={() => void save()}>
            {translate(slot ? 'pages.staff-plan.slot.save' : 'pages.staff-plan.slot.create')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
