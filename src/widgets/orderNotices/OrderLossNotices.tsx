import { useEffect, useRef } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { orderLossOf } from '../../domain/enums';
import type { OrderStatusEvent } from '../../domain/orders';
import { realtime, useRealtimeEvent, type RealtimeConnection } from '../../realtime';
import { claimNotice } from './claimNotice';
import { OrderLossNotice } from './OrderLossNotice';

interface Props {
  /** The order detail path of an order id. */
  detailPath: (orderId: string) => string;
  connection?: RealtimeConnection;
  /** Which tab tells (claimNotice); tests hand in their own tabs' race. */
  claim?: (key: string) => Promise<boolean>;
}

const STORES_STALE_MS = 10 * 60_000;

/**
 * Tells the user when an order of one of their stores is missed (canceled) or aborted, however it
 * left the lists: once per order across all their tabs, with the order's short id opening it. The
 * notice stays until closed (spec 9: a toast stays until closed), so a tab out of sight keeps it.
 */
export default function OrderLossNotices({ detailPath, connection = realtime, claim = claimNotice }: Props) {
  const notify = useNotify();
  // The current franchise's stores (GET /warehouses answers the caller's franchise only): an event
  // from elsewhere (a socket not yet moved after a franchise switch) says nothing.
  const { data: stores } = useGetList<{ id: string; name: string }>(
    'warehouses',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { staleTime: STORES_STALE_MS },
  );
  const pending = useRef<OrderStatusEvent[]>([]);
  const latest = useRef({ stores, notify, detailPath, claim });
  latest.current = { stores, notify, detailPath, claim };

  const flush = () => {
    const { stores: known, notify: show, detailPath: pathOf, claim: take } = latest.current;
    if (!known) return; // kept until the stores are known
    for (const event of pending.current.splice(0)) {
      const loss = orderLossOf(event.status);
      const store = known.find((candidate) => String(candidate.id) === event.warehouse);
      if (!loss || !store) continue;
      void take(`order-loss:${event._id}`).then((mine) => {
        if (!mine) return;
        const notice = { orderId: event._id, loss, status: event.status, storeName: store.name, path: pathOf(event._id) };
        show(<OrderLossNotice {...notice} />, { type: 'warning', autoHideDuration: null });
      });
    }
  };

  useRealtimeEvent(
    'market-order:status',
    (event) => {
      if (!orderLossOf(event.status)) return;
      pending.current.push(event);
      flush();
    },
    connection,
  );
  useEffect(flush, [stores]);
  return null;
}
