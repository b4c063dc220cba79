// /staff/plan/courier-vehicle-counts: per store and week, how many couriers of each vehicle type
// the store asks for (the plan's coverage line compares its courier slots with them). Editable
// until the store's courier week is published, by users whose shift_plan carries `slots`; a save
// over someone else's change is refused (409) and the typed values stay; values typed when the
// session ended are kept for the same user's next sign-in (useKeptDraft).
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isStaleRecord } from '../../../dataProvider/errors';
import { vehicleType } from '../../domain/enums';
import { dayOf, mondayOf, type StoreVehicleCounts } from '../../domain/shiftPlan';
import { useCalls } from '../../framework/calls';
import { LoadError } from '../../framework/views/LoadError';
import { UnsavedChangesGuard } from '../../framework/views/forms/leaveGuard';
import { useKeptDraft } from '../../framework/views/forms/useKeptDraft';
import { failedOrHeld } from '../../framework/views/loadFailure';
import { usePlanContext } from './usePlanContext';
import { PeriodStepper } from '../../framework/views/period/PeriodStepper';
import { usePlanInputs } from './usePlanInputs';

export default function CourierVehicleCountsPage() {
  const translate = useTranslate();
  const { shiftPlan } = useCalls();
  const { language, timeZone, may } = usePlanContext();
  const [inputs, change] = usePlanInputs();
  const monday = mondayOf(inputs.week ?? dayOf(new Date(), timeZone));
  const list = useQuery({
    queryKey: ['shift-plan', 'vehicle-counts', monday, timeZone],
    queryFn: ({ signal }) => shiftPlan.vehicleCounts({ weekStart: monday, timeZone }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  // One guard for the page (a router holds one blocker at a time): any store with typed, unsaved counts.
  const [dirtyStores, setDirtyStores] = useState<ReadonlySet<string>>(new Set());
  const onDirty = useCallback((storeId: string, dirty: boolean) => {
    setDirtyStores((current) => {
      if (current.has(storeId) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(storeId);
      else next.delete(storeId);
      return next;
    });
  }, []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 2, minWidth: 0, width: '100%', maxWidth: 'calc(100vw - 16px)' }}>
      <UnsavedChangesGuard dirty={dirtyStores.size > 0} />
      <PeriodStepper unit="week" value={monday} language={language} onChange={(week) => change({ week })} />
      {failedOrHeld(list) ? (
        <LoadError title={translate('pages.courier-vehicle-counts.load_error')} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
          {list.data?.warehouses.map((store) => (
            <StoreCounts key={`${monday}:${store.warehouse.id}:${store.updatedAt}`} store={store} monday={monday} timeZone={timeZone} canEdit={may.edit} onSaved={() => list.refetch()} onDirty={onDirty} />
          ))}
        </Box>
      )}
    </Box>
  );
}

interface StoreCountsProps {
  store: StoreVehicleCounts;
  monday: string;
  timeZone: string;
  canEdit: boolean;
  onSaved: () => Promise<unknown>;
  /** Whether this store holds typed counts not saved yet (false again once saved or gone). */
  onDirty: (storeId: string, dirty: boolean) => void;
}

function StoreCounts({ store, monday, timeZone, canEdit, onSaved, onDirty }: StoreCountsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { shiftPlan } = useCalls();
  const initial = Object.fromEntries(vehicleType.values.map((type) => [type, String(store.counts.find((entry) => entry.vehicleType === type)?.count ?? 0)]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The version the values are made on: the store's, or a kept draft's (so its save stays checked).
  const [version, setVersion] = useState(store.updatedAt);
  const [restored, setRestored] = useState(false);
  const editable = canEdit && store.editable;
  const valid = Object.values(values).every((value) => /^\d{1,3}$/.test(value));
  const dirty = Object.entries(values).some(([type, value]) => value !== initial[type]);
  // Values typed when the session ended come back after signing in again as the same user.
  useKeptDraft({
    resource: 'shift-plan/vehicle-counts',
    id: `${store.warehouse.id}:${monday}`,
    values,
    dirty: editable && dirty,
    version: version ?? undefined,
    onRestored: (draft) => {
      const kept = Object.entries(draft.values).filter((entry): entry is [string, string] => entry[0] in initial && typeof entry[1] === 'string');
      if (kept.length === 0) return;
      setValues({ ...initial, ...Object.fromEntries(kept) });
      if (draft.version) setVersion(draft.version);
      setRestored(true);
    },
  });
  const unsaved = editable && dirty && !busy;
  useEffect(() => {
    onDirty(store.warehouse.id, unsaved);
    return () => onDirty(store.warehouse.id, false);
  }, [onDirty, store.warehouse.id, unsaved]);
  const total = Object.values(values).reduce((sum, value) => sum + (Number(value) || 0), 0);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await shiftPlan.saveVehicleCounts({
        warehouseId: store.warehouse.id,
        weekStart: monday,
        timeZone,
        counts: Object.entries(values).map(([type, value]) => ({ vehicleType: Number(type), count: Number(value) })),
        updatedAt: version,
      });
      notify('pages.courier-vehicle-counts.saved', { type: 'success' });
      await onSaved();
    } catch (failure) {
      setError(isStaleRecord(failure) ? translate('pages.courier-vehicle-counts.stale') : failure instanceof Error ? failure.message : translate('app.error.default'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby={`counts-${store.warehouse.id}`} data-store={store.warehouse.id}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={1}>
          <Typography component="h3" variant="subtitle1" id={`counts-${store.warehouse.id}`} sx={{ fontWeight: 600 }}>
            {store.warehouse.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('pages.courier-vehicle-counts.total', { count: total })}
          </Typography>
        </Stack>
        {!store.editable && <Typography variant="body2" color="text.secondary">{translate('pages.courier-vehicle-counts.published')}</Typography>}
        {restored && !error && <Alert severity="info">{translate('app.framework.form.restored')}</Alert>}
        {error && (
          <Alert severity="error" role="alert" action={<Button color="inherit" size="small" onClick={() => void onSaved()}>{translate('app.framework.form.stale.reload')}</Button>}>
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 1.5 }}>
          {vehicleType.entries.map((entry) => (
            <TextField
              key={entry.value}
              size="small"
              label={translate(vehicleType.labelKey(entry.value)!)}
              value={values[entry.value]}
              disabled={!editable}
              error={!/^\d{1,3}$/.test(values[entry.value])}
              onChange={(event) => setValues({ ...values, [entry.value]: event.target.value.trim() })}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 3 } }}
            />
          ))}
        </Box>
        {editable && (
          <Box>
            <Button variant="contained" size="small" disabled={!dirty || !valid || busy} onClick={() => void save()}>
              {translate('ra.action.save')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
