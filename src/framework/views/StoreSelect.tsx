import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

export interface StoreSelectProps {
  /** The store's id; '' for all stores. */
  value: string;
  onChange: (id: string) => void;
  /** Offer "All stores" (''); without it a store must be picked. */
  all?: boolean;
  sx?: SxProps<Theme>;
}

/** The franchise's stores, by name, as one select (the stores the caller may see; cached once for every screen). */
export function useStores() {
  return useGetList('warehouses', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
}

/**
 * The one store picker of the screens that are not react-admin lists (a react-admin list filters
 * by its `store()` field). Labelled "Store" by the framework's text.
 */
export function StoreSelect({ value, onChange, all = true, sx }: StoreSelectProps) {
  const translate = useTranslate();
  const stores = useStores();
  return (
    <TextField
      select
      size="small"
      label={translate('app.framework.store.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: all } }}
      sx={sx ?? { minWidth: 200, width: { xs: '100%', sm: 260 } }}
    >
      {all && <MenuItem value="">{translate('app.framework.store.all')}</MenuItem>}
      {(stores.data ?? []).map((one) => (
        <MenuItem key={one.id} value={String(one.id)}>
          {String(one.name)}
        </MenuItem>
      ))}
    </TextField>
  );
}
