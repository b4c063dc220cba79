// What the view is about: the store, the bucket size and the days.
import { Box, Button, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CountGroupType } from '../../domain/orders';
import { COUNT_GROUP_TYPES } from '../../domain/orderCountLimits';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';
import { DayInput } from './DayInput';
import { dayLabel } from './labels';
import { formatDay, type StatsPeriod } from './ranges';
import type { StatsInputs, StatsInputsChange } from './useStatsInputs';

export const T = 'pages.order-stats';
/** The date range filters' own messages (src/framework/views/fields/DateRangeFilterInput.tsx). */
const RANGE = 'app.framework.date_range';
const NEXT_COARSER: Partial<Record<CountGroupType, CountGroupType>> = { hour: 'day', day: 'week', week: 'month' };

export interface WarehouseOption {
  id: string;
  name: string;
}

interface StatsControlsProps {
  warehouses: readonly WarehouseOption[];
  warehouseId: string | null;
  inputs: StatsInputs;
  period: StatsPeriod;
  onChange: (change: StatsInputsChange) => void;
}

export function StatsControls({ warehouses, warehouseId, inputs, period, onChange }: StatsControlsProps) {
  const translate = useTranslate();
  const { language } = usePanelFormat();
  // As the list filters do: days picked backwards are an error at both fields (nothing is asked),
  // a range longer than one call takes says at its first field which days are shown instead.
  const shortened = period.shortened
    ? translate(`${T}.shortened`, {
        from: dayLabel(formatDay(period.from), language),
        to: dayLabel(formatDay(period.to), language),
        count: translate(`${T}.units.${period.groupType === 'hour' ? 'day' : period.groupType}`, {
          smart_count: period.groupType === 'hour' ? period.to - period.from + 1 : period.buckets,
        }),
      })
    : undefined;
  const coarser = period.shortened ? NEXT_COARSER[period.groupType] : undefined;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label={translate('app.framework.store.label')}
        value={warehouseId ?? ''}
        onChange={(event) => onChange({ warehouse: event.target.value })}
        disabled={warehouses.length === 0}
        sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 280px' } }}
      >
        {warehouses.map((warehouse) => (
          <MenuItem key={warehouse.id} value={warehouse.id}>
            {warehouse.name}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={inputs.groupType}
        // A new bucket size starts from its own sensible span (14 days, 12 weeks, 12 months...).
        onChange={(_, groupType: CountGroupType | null) => groupType && onChange({ groupType, from: null, to: null })}
        aria-label={translate(`${T}.group_by`)}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {COUNT_GROUP_TYPES.map((groupType) => (
          <ToggleButton key={groupType} value={groupType} sx={{ textTransform: 'none', px: 1.5, flex: { xs: 1, sm: 'none' } }}>
            {translate(`${T}.groups.${groupType}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', gap: 1.5, flex: { xs: '1 1 100%', md: '0 0 auto' } }}>
        <DayInput
          label={translate(`${T}.from`)}
          value={formatDay(period.from)}
          committed={inputs.from}
          onCommit={(from) => onChange({ from })}
          error={period.backwards}
          helperText={period.backwards ? translate(`${RANGE}.after_end`) : shortened}
        />
        <DayInput
          label={translate(`${T}.to`)}
          value={formatDay(period.to)}
          committed={inputs.to}
          onCommit={(to) => onChange({ to })}
          error={period.backwards}
          helperText={period.backwards ? translate(`${RANGE}.before_start`) : undefined}
        />
      </Box>
      {coarser && (
        <Button size="small" onClick={() => onChange({ groupType: coarser })} sx={{ alignSelf: 'center', textTransform: 'none' }}>
          {translate(`${T}.switch_to.${coarser}`)}
        </Button>
      )}
    </Box>
  );
}
