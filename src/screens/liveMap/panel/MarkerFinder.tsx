// Keyboard and screen-reader way to every marker: type a courier's name, an order's short id or a
// store's name and pick it; the map centres on it and its card opens.
import { Autocomplete, TextField, createFilterOptions } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Courier, Order } from '../../../domain/orders';
import type { LiveWarehouse } from '../data/types';
import { shortOrderId } from '../layers/toMarkers';
import type { LiveSelection } from '../core/selection';

interface Option extends LiveSelection {
  label: string;
}

const MAX_SHOWN = 50;
const filterOptions = createFilterOptions<Option>({ limit: MAX_SHOWN, stringify: (option) => `${option.label} ${option.id}` });

export function MarkerFinder({
  couriers,
  orders,
  warehouses,
  onSelect,
}: {
  couriers: readonly Courier[];
  orders: readonly Order[];
  warehouses: readonly LiveWarehouse[];
  onSelect: (selection: LiveSelection) => void;
}) {
  const translate = useTranslate();
  const options = useMemo<Option[]>(
    () => [
      // Stores, then couriers, then orders: the fewest first, so a short list still shows each kind.
      ...warehouses.map((warehouse) => ({ kind: 'warehouse' as const, id: warehouse._id, label: warehouse.name })),
      ...couriers.map((courier) => ({ kind: 'courier' as const, id: courier._id, label: courier.name || courier._id })),
      ...orders.map((order) => ({ kind: 'order' as const, id: order._id, label: `#${shortOrderId(order._id)}` })),
    ],
    [couriers, orders, warehouses],
  );
  return (
    <Autocomplete
      size="small"
      options={options}
      value={null}
      blurOnSelect
      clearOnBlur
      filterOptions={filterOptions}
      groupBy={(option) => translate(`liveMap.kind.${option.kind}`)}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, value) => option.kind === value.kind && option.id === value.id}
      getOptionKey={(option) => `${option.kind}:${option.id}`}
      noOptionsText={translate('pages.live-map.find.none')}
      onChange={(_, option) => option && onSelect({ kind: option.kind, id: option.id })}
      renderInput={(params) => <TextField {...params} label={translate('pages.live-map.find.label')} />}
    />
  );
}
