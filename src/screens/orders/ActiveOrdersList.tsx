import { useEffect, useMemo } from 'react';
import { Chip, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ResourceEntry } from '../../framework/types';
import ListView from '../../framework/views/ListView';
import { useRealtimeEvent, useRealtimeResync, useRealtimeStatus } from '../../realtime';
import { coalesce } from '../../realtime/coalesce';
import { activeListSync } from './activeListSync';

/** Rows that must enter a server-sorted page: one refetch per window, whatever the burst. */
const REFETCH_WINDOW_MS = 2000;

/** /commercial/order/active: the generated list, kept live by the realtime events. */
export default function ActiveOrdersList({ entry }: { entry: ResourceEntry }) {
  return (
    <Stack>
      <LiveUpdates resource={entry.name} />
      <ListView entry={entry} />
    </Stack>
  );
}

function LiveUpdates({ resource }: { resource: string }) {
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const status = useRealtimeStatus();
  const refetch = useMemo(
    () => coalesce(() => void queryClient.invalidateQueries({ queryKey: [resource, 'getList'] }), REFETCH_WINDOW_MS),
    [queryClient, resource],
  );
  useEffect(() => () => refetch.cancel(), [refetch]);

  const sync = useMemo(() => activeListSync(queryClient, resource, refetch.request), [queryClient, resource, refetch]);
  useRealtimeEvent('market-order:status', sync.status);
  useRealtimeEvent('market-checkout:new', sync.checkout);
  // Events missed while the socket was down: the page is fetched again once.
  useRealtimeResync(() => refetch.request());

  return (
    <Stack direction="row" sx={{ pt: 1 }}>
      <Chip
        size="small"
        variant="outlined"
        color={status === 'connected' ? 'success' : 'default'}
        label={translate(`liveMap.status.${status}`)}
        role="status"
      />
    </Stack>
  );
}
