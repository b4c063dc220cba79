import { Box, Chip, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { displayDateTime } from '../../framework/views/fields/format';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';
import { StoreSelect } from '../../framework/views/StoreSelect';
import { useRealtimeStatus } from '../../realtime';

/**
 * Above the tiles: the store picked (all by default), whether the socket is live, and when the
 * figures were read, in the user's language and time zone, so a wall screen that stopped
 * updating says so.
 */
export function PulseToolbar({ asOf }: { asOf: string | undefined }) {
  const translate = useTranslate();
  const format = usePanelFormat();
  const status = useRealtimeStatus();
  const { filterValues, setFilters } = useListContext();
  const store = typeof filterValues.warehouseId === 'string' ? filterValues.warehouseId : '';
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <StoreSelect value={store} onChange={(id) => setFilters(id ? { warehouseId: id } : {}, {})} />
      <Box sx={{ flexGrow: 1 }} />
      <Chip size="small" variant="outlined" color={status === 'connected' ? 'success' : 'default'} label={translate(`liveMap.status.${status}`)} role="status" />
      {asOf && (
        <Typography variant="body2" data-pulse-updated={asOf}>
          {translate('resources.pulse-screen.updated', { time: displayDateTime(asOf, format) })}
        </Typography>
      )}
    </Stack>
  );
}
