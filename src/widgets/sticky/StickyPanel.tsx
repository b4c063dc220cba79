import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { useLocale, useStore } from 'react-admin';
import type { NamedRef } from '../../domain/orders';
import { failedOrHeld } from '../../framework/views/loadFailure';
import { PickerSection } from './PickerSection';
import { ProblematicSection } from './ProblematicSection';
import { useBusyReasonNames, usePickerList } from './usePickerList';
import { useProblematicOrders } from './useProblematicOrders';
import { useTimeInStatus } from './useTimeInStatus';
import { WarehouseFilter, warehouseOptions } from './WarehouseFilter';

/**
 * The sticky popover, loaded on first open: an optional store filter, the pickers at work and the
 * problematic orders, both live from the socket while it is open.
 */
export default function StickyPanel({ onNavigate }: { onNavigate: () => void }) {
  const language = useLocale();
  const [warehouse, setWarehouse] = useStore<NamedRef | null>('sticky.warehouse', null);
  const pickers = usePickerList();
  const reasonNames = useBusyReasonNames(language);
  const problematic = useProblematicOrders(warehouse?._id);
  const timeInStatus = useTimeInStatus();

  const options = useMemo(() => warehouseOptions((pickers.data ?? []).map((picker) => picker.warehouse), warehouse), [pickers.data, warehouse]);
  const shown = useMemo(
    () => (warehouse && pickers.data ? pickers.data.filter((picker) => picker.warehouse._id === warehouse._id) : pickers.data),
    [pickers.data, warehouse],
  );

  return (
    <Stack spacing={2}>
      {options.length > 1 ? <WarehouseFilter options={options} value={warehouse} onChange={setWarehouse} /> : null}
      <PickerSection pickers={shown} failed={failedOrHeld(pickers)} error={pickers.error} onRetry={() => void pickers.refetch()} retrying={pickers.isFetching} reasonNames={reasonNames} timeInStatus={timeInStatus} />
      <ProblematicSection
        list={problematic.data}
        loading={problematic.isPending && !problematic.isPaused}
        failed={failedOrHeld(problematic)}
        error={problematic.error}
        onRetry={() => void problematic.refetch()}
        retrying={problematic.isFetching}
        timeInStatus={timeInStatus}
        onNavigate={onNavigate}
      />
    </Stack>
  );
}
