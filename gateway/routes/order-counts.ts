// Order counts of one store (spec section 7): POST /orders/:warehouseId/count/successful, /missed
// and /potential, each also with /average (the franchise's average per store over the same
// buckets). Body: { warehouseId?, startDate, endDate, groupType, utcOffset }.
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../auth/authenticate';
import type { OrderCountBody } from '../../src/domain/callTypes';
import { COUNT_GROUP_TYPES, ORDER_COUNT_KINDS, ORDER_COUNT_MAX_BUCKETS, ORDER_COUNT_MAX_DAYS, orderCountBucketEstimate } from '../../src/domain/orderCountLimits';
import type { CountKind, OrderCountSeries } from '../../src/domain/orders';
import { averageOrdersPerWarehouse, countOrders } from '../db/order-counts';
import { isFranchiseWarehouse } from '../db/warehouses';
import { GatewayError } from '../errors';
import { idSchema } from '../rest/schema';
import { CALL_RULES } from '../auth/call-rules';
import { dateTime, utcOffset } from './call-schemas';
import { dateRange } from './date-range';
import { object } from '../schemas';
import { allowed } from '../auth/route-access';
import { ORDER_PATHS } from '../../src/domain/paths';


const schemas = {
  params: object({ warehouseId: idSchema, kind: { type: 'string', enum: ORDER_COUNT_KINDS } }, ['warehouseId', 'kind']),
  body: object(
    { warehouseId: idSchema, startDate: dateTime, endDate: dateTime, groupType: { type: 'string', enum: COUNT_GROUP_TYPES }, utcOffset },
    ['startDate', 'endDate', 'groupType', 'utcOffset'],
  ),
  noQuery: object({}),
};

interface CountRequest {
  Params: { warehouseId: string; kind: CountKind };
  /** The panel's body; the path names the store, so the body may leave it out (or must repeat it). */
  Body: Omit<OrderCountBody, 'warehouseId'> & Partial<Pick<OrderCountBody, 'warehouseId'>>;
  Reply: OrderCountSeries;
}

export const orderCountRoutes: FastifyPluginAsync = async (app) => {
  const options = {
    config: { access: allowed(CALL_RULES.orderCounts) },
    schema: { params: schemas.params, querystring: schemas.noQuery, body: schemas.body },
  };

  /** The checked query: the store is the franchise's (else 404), the range fits in ORDER_COUNT_MAX_BUCKETS. */
  async function countQuery(request: { params: CountRequest['Params']; body: CountRequest['Body'] }, franchiseId: string) {
    const { params, body } = request;
    if (body.warehouseId !== undefined && body.warehouseId !== params.warehouseId) {
      throw new GatewayError(400, 'INVALID_REFERENCE', { field: 'warehouseId' });
    }
    if (!(await isFranchiseWarehouse(app.db, franchiseId, params.warehouseId))) throw new GatewayError(404, 'NOT_FOUND');
    const range = dateRange(body.startDate, body.endDate, ORDER_COUNT_MAX_DAYS);
    if (orderCountBucketEstimate(range.start, range.end, body.groupType) > ORDER_COUNT_MAX_BUCKETS) {
      throw new GatewayError(400, 'INVALID_DATE_RANGE', { field: 'endDate', maxBuckets: ORDER_COUNT_MAX_BUCKETS });
    }
    return { franchiseId, kind: params.kind, start: range.start, end: range.end, groupType: body.groupType, utcOffset: body.utcOffset };
  }

  app.post<CountRequest>(ORDER_PATHS.count, options, async (request) => {
    const query = await countQuery(request, authOf(request).franchiseId);
    const data = await countOrders(app.db, query, request.params.warehouseId);
    return { data, total: data.reduce((sum, bucket) => sum + bucket.count, 0), groupType: query.groupType };
  });

  app.post<CountRequest>(ORDER_PATHS.countAverage, options, async (request) => {
    const query = await countQuery(request, authOf(request).franchiseId);
    const { buckets, warehouseCount } = await averageOrdersPerWarehouse(app.db, query);
    return { data: buckets, warehouseCount, groupType: query.groupType };
  });
};
