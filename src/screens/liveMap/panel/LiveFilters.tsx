// Store, courier status and domain type filters; "All" clears one.
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { courierStatus, orderType } from '../../../domain/enums';
import type { LiveWarehouse } from '../data/types';
import type { LiveMapFilters } from '../filters';

const T = 'pages.live-map.filters';
const ALL = '';
/** Keep the label above the field so "All" shows as the chosen value. */
const SHOW_ALL = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

export function LiveFilters({
  filters,
  onChange,
  warehouses,
}: {
  filters: LiveMapFilters;
  onChange: (filters: LiveMapFilters) => void;
  warehouses: readonly LiveWarehouse[];
}) {
  const translate = useTranslate();
  const sorted = [...warehouses].sort((a, b) => a.name.localeCompare(b.name));
  const numberOrNull = (value: string) => (value === ALL ? null : Number(value));
  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        slotProps={SHOW_ALL}
        label={translate(`${T}.warehouse`)}
        value={filters.warehouseId ?? ALL}
        onChange={(event) => onChange({ ...filters, warehouseId: event.target.value || null })}
      >
        <MenuItem value={ALL}>{translate(`${T}.all`)}</MenuItem>
        {sorted.map((warehouse) => (
          <MenuItem key={warehouse._id} value={warehouse._id}>
            {warehouse.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        slotProps={SHOW_ALL}
        label={translate(`${T}.courier_status`)}
        value={filters.courierStatus ?? ALL}
        onChange={(event) => onChange({ ...filters, courierStatus: numberOrNull(event.target.value) })}
      >
        <MenuItem value={ALL}>{translate(`${T}.all`)}</MenuItem>
        {courierStatus.entries.map((entry) => (
          <MenuItem key={entry.value} value={entry.value}>
            {translate(courierStatus.labelKey(entry.value)!)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        slotProps={SHOW_ALL}
        label={translate(`${T}.domain_type`)}
        value={filters.domainType ?? ALL}
        onChange={(event) => onChange({ ...filters, domainType: numberOrNull(event.target.value) })}
      >
        <MenuItem value={ALL}>{translate(`${T}.all`)}</MenuItem>
        {orderType.entries.map((entry) => (
          <MenuItem key={entry.value} value={entry.value}>
            {translate(orderType.labelKey(entry.value)!)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
