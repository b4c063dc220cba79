import { lazy, Suspense, useMemo } from 'react';
import { useRegistry } from '../../framework/registry';
import { useAccessSubject } from '../../framework/useAccessSubject';
import { orderNoticeTarget } from './noticeTarget';

// The listener and the socket client load only for a user who may open orders: not in the first load.
const OrderLossNotices = lazy(() => import('./OrderLossNotices'));

/** Notices about the user's orders, for those who may open an order. */
export function OrderNotices() {
  const { subject } = useAccessSubject();
  const registry = useRegistry();
  const detailPath = useMemo(() => orderNoticeTarget(registry, subject), [registry, subject]);
  if (!detailPath) return null;
  return (
    <Suspense fallback={null}>
      <OrderLossNotices detailPath={detailPath} />
    </Suspense>
  );
}
