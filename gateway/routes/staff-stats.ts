// Staff statistics (not a spec call, docs/gateway-api.md "Staff statistics"): per courier or
// picker of the caller's franchise, figures over the orders created in a period, one page sorted
// by any figure. The figures are computed in gateway/db/staff-stats.ts.
import type { FastifyPluginAsync } from 'fastify';
import { STAFF_PATHS } from '../../src/domain/paths';
import { STAFF_STATS_KINDS, STAFF_STATS_MAX_DAYS, allStaffStatsSortFields, staffStatsSortFields, type StaffStatsBody, type StaffStatsReply } from '../../src/domain/staffStats';
import { authOf } from '../auth/authenticate';
import { allowed } from '../auth/route-access';
import { staffStats } from '../db/staff-stats';
import { GatewayError } from '../errors';
import { CALL_RULES } from '../auth/call-rules';
import { dateTime, idList, pageOffset, pageSize, sortDirection } from './call-schemas';
import { dateRange } from './date-range';
import { emptyBodyAsObject, object } from '../schemas';

const schemas = {
  body: object(
    {
      kind: { type: 'string', enum: [...STAFF_STATS_KINDS] },
      startDate: dateTime,
      endDate: dateTime,
      warehouseIds: idList,
      sort: object({ field: { type: 'string', enum: allStaffStatsSortFields() }, order: sortDirection }, ['field', 'order']),
      limit: pageSize,
      offset: pageOffset,
    },
    ['kind', 'startDate', 'endDate'],
  ),
  noQuery: object({}),
};

export const staffStatsRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: StaffStatsBody }>(
    STAFF_PATHS.stats,
    {
      preValidation: emptyBodyAsObject,
      config: { access: allowed(CALL_RULES.staffStats) },
      schema: { querystring: schemas.noQuery, body: schemas.body },
    },
    async (request): Promise<StaffStatsReply> => {
      const { body } = request;
      const range = dateRange(body.startDate, body.endDate, STAFF_STATS_MAX_DAYS);
      const sort = body.sort ?? { field: 'name', order: 1 };
      // a figure of the other kind (deliveries of pickers) sorts nothing: say so
      if (!staffStatsSortFields(body.kind).includes(sort.field)) throw new GatewayError(400, 'INVALID_SORT', { field: 'sort.field' });
      const page = await staffStats(app.db, authOf(request).franchiseId, {
        kind: body.kind,
        start: range.start,
        end: range.end,
        now: app.clock(),
        warehouseIds: body.warehouseIds ?? null,
        sort: { field: sort.field, direction: sort.order },
        limit: body.limit,
        offset: body.offset,
      });
      return { people: page.rows, totalCount: page.total };
    },
  );
};
