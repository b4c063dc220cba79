import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { usePanelFormat } from './fields/usePanelFormat';

export interface StoreSelectProps {
  /** The store's id; '' for all stores. */
  value: string;
  onChange: (id: string) => void;
  /** Offer "All stores" (''); without it a store must be picked. */
  all?: boolean;
  sx?: SxProps<Theme>;
}

export interface StoreOption {
  id: string;
  name: string;
}

/** The franchise's stores, by name, as one select (the stores the caller may see; cached once for every screen). */
export function useStores() {
  return useGetList('warehouses', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
}

/** The stores as options in the user's alphabet (the gateway sorts by bytes, which puts Ş and Ü after Z). */
export function useStoreOptions(): { options: StoreOption[]; stores: ReturnType<typeof useStores> } {
  const stores = useStores();
  const { language } = usePanelFormat();
  const options = useMemo(() => {
    const collator = new Intl.Collator(language);
    return (stores.data ?? []).map((one) => ({ id: String(one.id), name: String(one.name) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [stores.data, language]);
  return { options, stores };
}

/**
 * The one store picker of the screens that are not react-admin lists (a react-admin list filters
 * by its `store()` field). Labelled "Store" by the framework's text.
 */
export function StoreSelect({ value, onChange, all = true, sx }: StoreSelectProps) {
  const translate = useTranslate();
  const { options } = useStoreOptions();
  return (
    <TextField
      select
      size="small"
      label={translate('app.framework.store.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={!all && options.length === 0}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: all } }}
      sx={sx ?? { minWidth: 200, width: { xs: '100%', sm: 260 } }}
    >
      {all && <MenuItem value="">{translate('app.framework.store.all')}</MenuItem>}
      {options.map((one) => (
        <MenuItem key={one.id} value={one.id}>
          {one.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
