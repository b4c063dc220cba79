import { ORDER_HISTORY_MAX_DAYS } from '../../src/domain/constants';
import { defineResource } from '../../src/domain/declaration/entry';
import { ACTIVE_ORDER_STATUSES } from '../../src/domain/enums/orderStatus';
import { activeOrderStatus } from '../../src/domain/orderListStatuses';
import { orderListFields } from '../../src/domain/orderListFields';

/**
 * Spec 2, Commercial: orders still on their way (350 reserved to 800 reached), live: realtime
 * events change rows in place and bring new checkouts in (src/screens/orders/ActiveOrdersList).
 */
export default defineResource({
  name: 'order-active',
  group: 'commercial',
  order: 30,
  icon: 'ShoppingCart',
  access: { roles: ['order'] },
  messages: { en: { name: 'Active orders' }, tr: { name: 'Aktif siparişler' } },
  routes: { list: '/commercial/order/active' },
  // kept current by events only while shown: read again whenever it is shown
  cacheLifetime: 'live',
  // An order is active for an hour or two; two days back covers any that is still open.
  // the call's code (and the date-range rules it reads) loads with the first call, out of the first load
  gateway: () => import('../../src/domain/orderHistoryCall').then((call) => call.orderHistoryMapping({ defaultDays: 2, statuses: ACTIVE_ORDER_STATUSES })),
  fields: orderListFields(activeOrderStatus),
  list: {
    columns: ['createdAt', 'status', 'statusUpdatedAt', 'domainType', 'warehouseId', 'courierName', 'pickerName', 'totalAmount'],
    filters: ['warehouseId', 'status', 'domainType', 'createdFrom', 'createdTo'],
    dateRange: { from: 'createdFrom', to: 'createdTo', maxDays: ORDER_HISTORY_MAX_DAYS },
    sort: { field: 'createdAt', order: 'DESC' },
    perPage: 25,
    rowPath: '/order/detail/:id',
  },
  views: { list: 'active-orders' },
});
