// One order (GET /orders/:id), kept current: a status event for it refetches this order only.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCalls } from '../../framework/calls';
import { useRealtimeEvent, useRealtimeResync } from '../../realtime';

export const orderDetailKey = (id: string) => ['order-detail', id] as const;

export function useOrderDetail(id: string) {
  const queryClient = useQueryClient();
  const { orders } = useCalls();
  const query = useQuery({
    queryKey: orderDetailKey(id),
    queryFn: ({ signal }) => orders.detail(id, signal),
    // A missing order stays missing: no retries before saying so.
    retry: false,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderDetailKey(id) });
  useRealtimeEvent('market-order:status', (event) => {
    if (event._id === id) refresh();
  });
  useRealtimeResync(refresh);
  return query;
}
