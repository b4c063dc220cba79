// What the view is about: the store, the bucket size and the days.
import { Box, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CountGroupType } from '../../domain/orders';
import { DayInput } from './DayInput';
import { formatDay, GROUP_TYPES, type StatsPeriod } from './ranges';
import type { StatsInputs, StatsInputsChange } from './useStatsInputs';

export const T = 'pages.order-stats';

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
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={translate(`${T}.warehouse`)}
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
        {GROUP_TYPES.map((groupType) => (
          <ToggleButton key={groupType} value={groupType} sx={{ textTransform: 'none', px: 1.5, flex: { xs: 1, sm: 'none' } }}>
            {translate(`${T}.groups.${groupType}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', gap: 1.5, flex: { xs: '1 1 100%', md: '0 0 auto' } }}>
        <DayInput label={translate(`${T}.from`)} value={formatDay(period.from)} committed={inputs.from} onCommit={(from) => onChange({ from })} />
        <DayInput label={translate(`${T}.to`)} value={formatDay(period.to)} committed={inputs.to} onCommit={(to) => onChange({ to })} />
      </Box>
    </Box>
  );
}
