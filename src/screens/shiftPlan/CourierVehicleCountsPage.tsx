// /staff/plan/courier-vehicle-counts: per store and week, how many couriers of each vehicle type
// the store asks for (the plan's coverage line compares its courier slots with them). Editable
// until the store's courier week is published, by users whose shift_plan carries `slots`; a save
// over someone else's change is refused (409) and the typed values stay.
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isStaleRecord } from '../../../dataProvider/errors';
import { vehicleType } from '../../domain/enums';
import { dayOf, mondayOf, type StoreVehicleCounts } from '../../domain/shiftPlan';
import { useCalls } from '../../framework/calls';
import { LoadError } from '../../framework/views/LoadError';
import { failedOrHeld } from '../../framework/views/loadFailure';
import { usePlanContext } from './usePlanContext';
import { WeekStepper } from './WeekStepper';
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
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 2, minWidth: 0, width: '100%', maxWidth: 'calc(100vw - 16px)' }}>
      <WeekStepper monday={monday} language={language} onWeek={(week) => change({ week })} />
      {failedOrHeld(list) ? (
        <LoadError title={translate('shiftPlan.counts.load_error')} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
          {list.data?.warehouses.map((store) => (
            <StoreCounts key={`${monday}:${store.warehouse.id}:${store.updatedAt}`} store={store} monday={monday} timeZone={timeZone} canEdit={may.edit} onSaved={() => list.refetch()} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function StoreCounts({ store, monday, timeZone, canEdit, onSaved }: { store: StoreVehicleCounts; monday: string; timeZone: string; canEdit: boolean; onSaved: () => Promise<unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { shiftPlan } = useCalls();
  const initial = Object.fromEntries(vehicleType.values.map((type) => [type, String(store.counts.find((entry) => entry.vehicleType === type)?.count ?? 0)]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editable = canEdit && store.editable;
  const valid = Object.values(values).every((value) => /^\d{1,3}$/.test(value));
  const dirty = Object.entries(values).some(([type, value]) => value !== initial[type]);
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
        updatedAt: store.updatedAt,
      });
      notify('shiftPlan.counts.saved', { type: 'success' });
      await onSaved();
    } catch (failure) {
      setError(isStaleRecord(failure) ? translate('shiftPlan.counts.stale') : failure instanceof Error ? failure.message : translate('app.error.default'));
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
            {translate('shiftPlan.counts.total', { count: total })}
          </Typography>
        </Stack>
        {!store.editable && <Typography variant="body2" color="text.secondary">{translate('shiftPlan.counts.published')}</Typography>}
        {error && (
          <Alert severity="error" role="alert" action={<Button color="inherit" size="small" onClick={() => void onSaved()}>{translate('shiftPlan.slot.reload')}</Button>}>
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
              {translate('shiftPlan.slot.save')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
