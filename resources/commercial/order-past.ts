import { ORDER_HISTORY_MAX_DAYS } from '../../src/domain/constants';
import { defineResource } from '../../src/domain/declaration/entry';
import { PAST_ORDER_STATUSES, pastOrderStatus } from '../../src/domain/orderListStatuses';
import { orderListFields } from '../../src/domain/orderListFields';

/** Spec 2, Commercial: orders whose flow has ended (delivered, rated, canceled, aborted), from POST /orders/history. */
export default defineResource({
  name: 'order-past',
  group: 'commercial',
  order: 40,
  icon: 'History',
  access: { roles: ['order'] },
  messages: { en: { name: 'Past orders' }, tr: { name: 'Geçmiş siparişler' } },
  routes: { list: '/commercial/order/past' },
  // the call's code (and the date-range rules it reads) loads with the first call, out of the first load
  gateway: () => import('../../src/domain/orderHistoryCall').then((call) => call.orderHistoryMapping({ defaultDays: 7, statuses: PAST_ORDER_STATUSES })),
  fields: orderListFields(pastOrderStatus),
  list: {
    columns: ['createdAt', 'status', 'domainType', 'warehouseId', 'courierName', 'pickerName', 'deliveredAt', 'totalAmount'],
    filters: ['createdFrom', 'createdTo', 'warehouseId', 'status', 'domainType'],
    dateRange: { from: 'createdFrom', to: 'createdTo', maxDays: ORDER_HISTORY_MAX_DAYS },
    sort: { field: 'createdAt', order: 'DESC' },
    perPage: 25,
    rowPath: '/order/detail/:id',
  },
});
