import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Typography } from '@mui/material';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import { useCalls } from '../../framework/calls';
import { displayNumber } from '../../framework/views/fields/format';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';
import { failedOrHeld } from '../../framework/views/loadFailure';
import { LoadError } from '../../framework/views/LoadError';
import { monthInstants } from '../../framework/views/period/financialMonths';
import { plannedHours, useListMonth, usePagePlans, type PagePlans } from './usePickerPlans';

const T = 'workerProgram.plans';

const PlansContext = createContext<PagePlans | null>(null);

/** The page's plans for its rows and cards, with the store's summary and a failure above them. */
export function WithPlans({ children }: { children: ReactNode }) {
  const plans = usePagePlans();
  const translate = useTranslate();
  return (
    <PlansContext.Provider value={plans}>
      <StoreSummary />
      {failedOrHeld(plans) && (
        <LoadError title={translate(`${T}.load_error`)} error={plans.error} onRetry={() => void plans.refetch()} retrying={plans.isFetching} sx={{ m: 1 }} />
      )}
      {children}
    </PlansContext.Provider>
  );
}

const useRowPlans = () => {
  const plans = useContext(PlansContext);
  const record = useRecordContext();
  return { plans: record && plans?.data ? (plans.data.get(String(record.id)) ?? []) : null, query: plans };
};

/** A row's shifts of the month: how many and their hours. */
export function ShiftsCell() {
  const { plans } = useRowPlans();
  const translate = useTranslate();
  const { language } = usePanelFormat();
  if (!plans) return <Typography variant="body2">–</Typography>;
  return (
    <Typography variant="body2" component="span" data-shifts={plans.length} sx={{ whiteSpace: 'nowrap' }}>
      {translate(`${T}.count`, { count: String(plans.length), hours: displayNumber(plannedHours(plans), language) })}
    </Typography>
  );
}

/** The details' list of a picker's shifts in the month, in the user's time zone. */
export function ShiftList() {
  const { plans } = useRowPlans();
  const translate = useTranslate();
  const { language, timeZone } = usePanelFormat();
  if (!plans) return null;
  return (
    <Box>
      <Typography component="h3" variant="subtitle2">
        {translate(`${T}.title`)}
      </Typography>
      {plans.length === 0 ? (
        <Typography variant="body2">{translate(`${T}.none`)}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5, columns: { xs: 1, sm: 2, lg: 3 } }}>
          {plans.map((plan) => (
            <Typography component="li" variant="body2" key={plan._id}>
              {`${formatDateTime(plan.startDate, language, timeZone)}–${formatDateTime(plan.endDate, language, timeZone).slice(-5)} · ${plan.warehouse.name}`}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The picked store's pickers and hours planned in the month (POST /plan/picker-plan/warehouse/between-dates). */
function StoreSummary() {
  const { filterValues } = useListContext();
  const month = useListMonth();
  const translate = useTranslate();
  const { pickers } = useCalls();
  const { language, timeZone } = usePanelFormat();
  const warehouseId = typeof filterValues.warehouseId === 'string' && filterValues.warehouseId ? filterValues.warehouseId : null;
  const query = useQuery({
    queryKey: ['picker-program', 'store-plans', warehouseId, month],
    enabled: Boolean(warehouseId && month),
    queryFn: ({ signal }) => pickers.warehousePlans({ warehouseId: warehouseId!, ...monthInstants(month!, timeZone) }, signal),
  });
  if (!warehouseId) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mx: 1, mt: 1 }}>
        {translate(`${T}.store_hint`)}
      </Typography>
    );
  }
  if (failedOrHeld(query)) {
    return <LoadError title={translate(`${T}.store_error`)} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} sx={{ m: 1 }} />;
  }
  if (!query.data) return null;
  return (
    <Alert severity="success" icon={false} sx={{ m: 1 }} data-store-summary>
      {translate(`${T}.store_summary`, {
        store: query.data.warehouse.name,
        pickers: String(query.data.pickerCount),
        hours: displayNumber(query.data.plannedHours, language),
      })}
    </Alert>
  );
}
