// Couriers and orders (spec section 7). The order lists (POST /orders/history) are the resource
// declarations' calls, made by the dataProvider.
import type { ActiveOrdersPage, CourierFilterBody, LiveMapBody, CouriersPage, OrderCountBody, ProblematicBody, ProblematicList } from '../../src/domain/callTypes';
import type { CountKind, OrderCountSeries, OrderDetail } from '../../src/domain/orders';
import { fillPath, ORDER_PATHS } from '../../src/domain/paths';
import type { Signal, Transport } from './transport';

export function orderCalls(transport: Transport) {
  return {
    /** GET /orders/:orderId. */
    detail: (orderId: string, signal?: Signal) => transport.request<OrderDetail>(fillPath(ORDER_PATHS.detail, { orderId }), { signal }),
    /** POST /orders/active/live-map {limit, offset}: one page of the active orders. */
    activeLiveMap: (body: LiveMapBody, signal?: Signal) =>
      transport.request<ActiveOrdersPage>(ORDER_PATHS.activeLiveMap, { method: 'POST', body, signal }),
    /** POST /courier/filter. */
    courierFilter: (body: CourierFilterBody, signal?: Signal) =>
      transport.request<CouriersPage>(ORDER_PATHS.courierFilter, { method: 'POST', body, signal }),
    /** POST /orders/problematic: the widget's late orders. */
    problematic: (body: ProblematicBody, signal?: Signal) =>
      transport.request<ProblematicList>(ORDER_PATHS.problematic, { method: 'POST', body, signal }),
    /** POST /orders/:warehouseId/count/:kind: one store's counts per bucket. */
    count: (kind: CountKind, body: OrderCountBody, signal?: Signal) =>
      transport.request<OrderCountSeries>(fillPath(ORDER_PATHS.count, { warehouseId: body.warehouseId, kind }), { method: 'POST', body, signal }),
    /** POST /orders/:warehouseId/count/:kind/average: the franchise's average per store. */
    countAverage: (kind: CountKind, body: OrderCountBody, signal?: Signal) =>
      transport.request<OrderCountSeries>(fillPath(ORDER_PATHS.countAverage, { warehouseId: body.warehouseId, kind }), { method: 'POST', body, signal }),
  };
}

export type OrderCalls = ReturnType<typeof orderCalls>;
