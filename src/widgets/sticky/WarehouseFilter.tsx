import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NamedRef } from '../../domain/orders';

/** One store or all of them, for both of the widget's lists. */
export function WarehouseFilter({ options, value, onChange }: { options: readonly NamedRef[]; value: NamedRef | null; onChange: (next: NamedRef | null) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={translate('app.framework.store.label')}
      value={value?._id ?? ''}
      onChange={(event) => onChange(options.find((option) => option._id === event.target.value) ?? null)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate('app.framework.store.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option._id} value={option._id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The stores of the pickers at work, by name, with the chosen one kept even when nobody works there now. */
export function warehouseOptions(warehouses: readonly NamedRef[], chosen: NamedRef | null): NamedRef[] {
  const byId = new Map(warehouses.map((warehouse) => [warehouse._id, warehouse]));
  if (chosen && !byId.has(chosen._id)) byId.set(chosen._id, chosen);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}
