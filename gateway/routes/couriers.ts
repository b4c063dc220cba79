// POST /courier/filter (spec section 7): the franchise's couriers with their live state, filtered
// by warehouseIds, domainTypes, isActivated, isLoggedIn and status; `fields` picks the fields
// answered and `populate: ['warehouse']` answers the store instead of its id.
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../auth/authenticate';
import { COURIER_FIELDS, filterCouriers, type CourierFilter, type CourierRecord } from '../db/courier-filter';
import { CALL_RULES } from '../auth/call-rules';
import { courierStatusFilter, domainTypeList, idList, pageLimit, pageOffset } from './call-schemas';
import { emptyBodyAsObject, object } from '../schemas';
import { allowed } from '../auth/route-access';
import { ORDER_PATHS } from '../../src/domain/paths';

/** One call answers up to this many couriers (the live map asks for all of a franchise's). */
export const COURIER_FILTER_MAX_LIMIT = 5000;
export const COURIER_POPULATE = ['warehouse'] as const;

const schemas = {
  body: object({
    warehouseIds: idList,
    domainTypes: domainTypeList,
    isActivated: { type: 'boolean' },
    isLoggedIn: { type: 'boolean' },
    status: courierStatusFilter,
    fields: { type: 'array', items: { type: 'string', enum: COURIER_FIELDS }, minItems: 1, maxItems: COURIER_FIELDS.length, uniqueItems: true },
    populate: { type: 'array', items: { type: 'string', enum: COURIER_POPULATE }, maxItems: COURIER_POPULATE.length, uniqueItems: true },
    limit: pageLimit(COURIER_FILTER_MAX_LIMIT, 1000),
    offset: pageOffset,
  }),
  noQuery: object({}),
};

type Body = CourierFilter & { fields?: (keyof CourierRecord)[]; populate?: string[] };

/** Only `_id` and the asked fields. */
function project(courier: CourierRecord, fields: readonly (keyof CourierRecord)[] | undefined): Partial<CourierRecord> {
  if (!fields) return courier;
  const picked: Partial<CourierRecord> = { _id: courier._id };
  for (const field of fields) (picked as Record<string, unknown>)[field] = courier[field];
  return picked;
}

export const courierRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Body }>(
    ORDER_PATHS.courierFilter,
    {
      preValidation: emptyBodyAsObject,
      config: { access: allowed(CALL_RULES.courierFilter) },
      schema: { querystring: schemas.noQuery, body: schemas.body },
    },
    async (request) => {
      const { fields, populate, ...filter } = request.body;
      const { couriers, total } = await filterCouriers(app.db, authOf(request).franchiseId, filter, populate?.includes('warehouse') ?? false);
      return { couriers: couriers.map((courier) => project(courier, fields)), totalCount: total };
    },
  );
};
