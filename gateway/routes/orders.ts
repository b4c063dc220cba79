// Orders (spec section 7, "Couriers and orders"): one order with its timeline, the live map's
// active orders, the past orders with their averages, and the sticky widget's problematic orders.
// Customer fields only reach callers with order_customer_info (gateway/orders/replies.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ActiveOrdersPage, LiveMapBody, OrderHistoryBody, OrderHistoryFilterBody, ProblematicBody, ProblematicList } from '../../src/domain/callTypes';
import { LIVE_MAP_REQUEST_LIMIT, ORDER_HISTORY_MAX_DAYS } from '../../src/domain/constants';
import { authOf } from '../auth/authenticate';
import { callerSatisfies } from '../auth/subject';
import { averageOrderHistory, findOrder, HISTORY_SORT_COLUMNS, listActiveOrders, listProblematicOrders, searchOrderHistory, searchOrderHistoryPage, type HistorySortField } from '../db/orders';
import { GatewayError } from '../errors';
import { orderDetail } from './order-detail-reply';
import { createHistoryCache, type HistoryPage } from './order-history-cache';
import { orderSummary, type OrderRow } from '../orders/replies';
import { idSchema } from '../rest/schema';
import { CALL_RULES } from '../auth/call-rules';
import { dateTime, domainTypeList, domainTypeSchema, idList, orderStatusList, pageLimit, pageOffset, pageSize, sortDirection } from './call-schemas';
import { dateRange } from './date-range';
import { emptyBodyAsObject, object } from '../schemas';
import { allowed } from '../auth/route-access';
import { ORDER_PATHS } from '../../src/domain/paths';

/** The longest history range one call may ask for (the panel's filters say so at the field). */
export const HISTORY_MAX_DAYS = ORDER_HISTORY_MAX_DAYS;
export const PROBLEMATIC_MAX_LIMIT = 100;

const historyFilter = {
  warehouseIds: idList,
  statuses: orderStatusList,
  domainTypes: domainTypeList,
  createdAtStart: dateTime,
  createdAtEnd: dateTime,
};

const schemas = {
  orderParams: object({ orderId: idSchema }, ['orderId']),
  orderQuery: object({ domainType: domainTypeSchema }),
  liveMap: object({ limit: pageLimit(LIVE_MAP_REQUEST_LIMIT, LIVE_MAP_REQUEST_LIMIT), offset: pageOffset }),
  history: object(
    {
      ...historyFilter,
      sort: object({ field: { type: 'string', enum: Object.keys(HISTORY_SORT_COLUMNS) }, order: sortDirection }, ['field', 'order']),
      limit: pageSize,
      offset: pageOffset,
    },
    ['createdAtStart', 'createdAtEnd'],
  ),
  historyAverage: object(historyFilter, ['createdAtStart', 'createdAtEnd']),
  problematic: object({ warehouseIds: idList, limit: pageLimit(PROBLEMATIC_MAX_LIMIT, 50) }),
  noQuery: object({}),
};

/** The panel's body, its sort field narrowed to a column by the schema's enum. */
type HistoryBody = Omit<OrderHistoryBody, 'sort'> & { sort?: { field: HistorySortField; order: 1 | -1 } };

const historyRange = (body: Pick<OrderHistoryFilterBody, 'createdAtStart' | 'createdAtEnd'>) =>
  dateRange(body.createdAtStart, body.createdAtEnd, HISTORY_MAX_DAYS, 'createdAtEnd');

/** A page's rows as the reply's orders (JSON text), with the creation time (ms) of the last. */
function historyPage(rows: OrderRow[], customer: boolean): HistoryPage {
  const last = rows.at(-1);
  return {
    orders: JSON.stringify(rows.map((row) => orderSummary(row, customer))),
    count: rows.length,
    // a Date drops the microseconds: the last row's time rounded down, as the check needs
    lastCreatedAt: last ? new Date(last.created_at).getTime() : null,
  };
}

export const orderRoutes: FastifyPluginAsync = async (app) => {
  // this gateway's kept history pages (gateway/routes/order-history-cache.ts)
  const historyReply = createHistoryCache({
    page: async (db, franchiseId, { filter, sort, limit, offset, customer }) => {
      const page = await searchOrderHistoryPage(db, franchiseId, filter, sort, limit, offset);
      return { ...historyPage(page.rows, customer), version: page.version };
    },
    pageWithTotal: async (db, franchiseId, { filter, sort, limit, offset, customer }) => {
      const page = await searchOrderHistory(db, franchiseId, filter, sort, limit, offset);
      return { ...historyPage(page.rows, customer), total: page.total };
    },
  });
  const gate = (rule: (typeof CALL_RULES)[keyof typeof CALL_RULES]) => ({
    preValidation: emptyBodyAsObject,
    config: { access: allowed(rule) },
  });
  const withCustomer = (request: FastifyRequest) => callerSatisfies(request, CALL_RULES.customerInfo);

  app.get<{ Params: { orderId: string }; Querystring: { domainType?: number } }>(
    ORDER_PATHS.detail,
    { ...gate(CALL_RULES.orders), schema: { params: schemas.orderParams, querystring: schemas.orderQuery } },
    async (request) => {
      const row = await findOrder(app.db, authOf(request).franchiseId, request.params.orderId, request.query.domainType ?? null);
      if (!row) throw new GatewayError(404, 'NOT_FOUND');
      return orderDetail(row, withCustomer(request));
    },
  );

  app.post<{ Body: LiveMapBody; Reply: ActiveOrdersPage }>(
    ORDER_PATHS.activeLiveMap,
    { ...gate(CALL_RULES.liveMap), schema: { querystring: schemas.noQuery, body: schemas.liveMap } },
    async (request) => {
      const { limit, offset } = request.body;
      const page = await listActiveOrders(app.db, authOf(request).franchiseId, limit, offset);
      const customer = withCustomer(request);
      return { orders: page.rows.map((row) => orderSummary(row, customer)), totalCount: page.total };
    },
  );

  app.post<{ Body: HistoryBody }>(
    ORDER_PATHS.history,
    { ...gate(CALL_RULES.orders), schema: { querystring: schemas.noQuery, body: schemas.history } },
    async (request, reply) => {
      const { body } = request;
      const range = historyRange(body);
      const text = await historyReply(app.db, authOf(request).franchiseId, {
        filter: { warehouseIds: body.warehouseIds, statuses: body.statuses, domainTypes: body.domainTypes, createdAtStart: range.start, createdAtEnd: range.end },
        sort: { field: body.sort?.field ?? 'createdAt', direction: body.sort?.order ?? -1 },
        limit: body.limit,
        offset: body.offset,
        customer: withCustomer(request),
      });
      return reply.type('application/json; charset=utf-8').send(text);
    },
  );

  app.post<{ Body: OrderHistoryFilterBody }>(
    ORDER_PATHS.historyAverage,
    { ...gate(CALL_RULES.orders), schema: { querystring: schemas.noQuery, body: schemas.historyAverage } },
    async (request) => {
      const range = historyRange(request.body);
      return averageOrderHistory(app.db, authOf(request).franchiseId, {
        ...request.body,
        createdAtStart: range.start,
        createdAtEnd: range.end,
      });
    },
  );

  app.post<{ Body: ProblematicBody; Reply: ProblematicList }>(
    ORDER_PATHS.problematic,
    { ...gate(CALL_RULES.problematicOrders), schema: { querystring: schemas.noQuery, body: schemas.problematic } },
    async (request) => {
      const now = app.clock();
      const page = await listProblematicOrders(app.db, authOf(request).franchiseId, request.body.warehouseIds ?? null, now, request.body.limit);
      const customer = withCustomer(request);
      return {
        orders: page.rows.map((row) => ({
          ...orderSummary(row, customer),
          minutesInStatus: Math.floor((now.getTime() - new Date(row.status_updated_at).getTime()) / 60_000),
        })),
        totalCount: page.total,
      };
    },
  );
};
