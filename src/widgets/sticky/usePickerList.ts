import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Picker } from '../../domain/orders';
import { useCalls } from '../../framework/calls';
import { useRealtimeEvent, useRealtimeResync } from '../../realtime';
import { PICKERS_KEY } from './keys';
import { applyPickerEvent, sortByName } from './pickers';

/** The gateway's upper limit for one picker page; a franchise has far fewer pickers at work. */
const PICKER_LIMIT = 1000;

/**
 * Pickers at work (activated and logged in), kept live: each `statusChanged` patches the cached
 * list in place, and the list is asked again only after a (re)connection.
 */
export function usePickerList() {
  const queryClient = useQueryClient();
  const { pickers } = useCalls();
  const query = useQuery({
    queryKey: PICKERS_KEY,
    queryFn: ({ signal }) => pickers.filter({ isActivated: true, isLoggedIn: true, limit: PICKER_LIMIT }, signal).then((reply) => sortByName(reply.pickers)),
  });
  useRealtimeEvent('statusChanged', (picker) => queryClient.setQueryData<Picker[]>(PICKERS_KEY, (list) => applyPickerEvent(list, picker)));
  useRealtimeResync(() => void queryClient.invalidateQueries({ queryKey: PICKERS_KEY }));
  return query;
}

/** The gateway's busy-reason names in the user's language, by reason id (the enum is the fallback). */
export function useBusyReasonNames(language: string): ReadonlyMap<number, string> {
  const { pickers } = useCalls();
  const { data } = useQuery({
    queryKey: ['sticky', 'busy-reasons', language],
    queryFn: ({ signal }) => pickers.busyReasons(language, signal),
    staleTime: Infinity,
  });
  return useMemo(() => new Map((data?.busyReasons ?? []).map((reason) => [reason.busyReasonId, reason.name])), [data]);
}
