// Search, status and store filters of one list. The status choices are those the list can hold.
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DomainEnum } from '../../../domain/enums';
import type { LiveWarehouse } from '../../liveMap/data/types';
import type { RowFilter } from '../rows';

const T = 'pages.live-map-v2';
const ALL = '';

export function ListFilters({
  filter,
  onChange,
  searchLabel,
  enumeration,
  statuses,
  warehouses,
}: {
  filter: RowFilter;
  onChange: (filter: RowFilter) => void;
  searchLabel: string;
  enumeration: DomainEnum;
  statuses: readonly number[];
  warehouses: readonly LiveWarehouse[];
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ p: 1.5, pb: 1 }}>
      <TextField
        size="small"
        type="search"
        label={searchLabel}
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.target.value })}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={translate(`${T}.status`)}
          value={filter.status === null ? ALL : String(filter.status)}
          onChange={(event) => onChange({ ...filter, status: event.target.value === ALL ? null : Number(event.target.value) })}
          sx={{ flex: 1, minWidth: 0 }}
        >
          <MenuItem value={ALL}>{translate(`${T}.all_statuses`)}</MenuItem>
          {statuses.map((status) => (
            <MenuItem key={status} value={String(status)}>
              {translate(enumeration.labelKey(status) ?? String(status))}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('app.framework.store.label')}
          value={filter.warehouseId ?? ALL}
          onChange={(event) => onChange({ ...filter, warehouseId: event.target.value === ALL ? null : event.target.value })}
          sx={{ flex: 1, minWidth: 0 }}
        >
          <MenuItem value={ALL}>{translate('app.framework.store.all')}</MenuItem>
          {warehouses.map((warehouse) => (
            <MenuItem key={warehouse._id} value={warehouse._id}>
              {warehouse.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
