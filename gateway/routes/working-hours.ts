// Weekly courier working hours (not a spec call; docs/working-hours.md, docs/gateway-api.md): POST
// /staff/weekly-courier-working-hours { weekStart, timeZone, warehouseId?, sort?, order?, limit?,
// offset? } answers the franchise's couriers' planned, worked and leave hours of the ISO week
// against their limit, and the week's planned vs present couriers per hour. The access rule is the
// page's own declaration (resources/staff/weekly-courier-working-hours.ts: role shift_plan).
import type { FastifyPluginAsync } from 'fastify';
import page from '../../resources/staff/weekly-courier-working-hours';
import { STAFF_PATHS } from '../../src/domain/paths';
import { isTimeZone, mondayOf } from '../../src/domain/shiftPlan';
import { WORKING_HOURS_SORTS, type WorkingHoursReply, type WorkingHoursRequest } from '../../src/domain/workingHours';
import { authOf } from '../auth/authenticate';
import { allowed } from '../auth/route-access';
import { isFranchiseWarehouse } from '../db/warehouses';
import { weeklyCourierHours } from '../db/working-hours';
import { GatewayError, sendValidationProblems } from '../errors';
import { idSchema } from '../rest/schema';
import { pageLimitUpToMaxPage, pageOffset } from './call-schemas';
import { emptyBodyAsObject, noQuery, object } from '../schemas';

const body = object(
  {
    weekStart: { type: 'string', format: 'date', maxLength: 10 },
    timeZone: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$' },
    warehouseId: idSchema,
    sort: { type: 'string', enum: [...WORKING_HOURS_SORTS] },
    order: { type: 'string', enum: ['ASC', 'DESC'] },
    limit: pageLimitUpToMaxPage,
    offset: pageOffset,
  },
  ['weekStart', 'timeZone'],
);

export const workingHoursRoutes: FastifyPluginAsync = async (app) => {
  const rule = page.access;
  app.post<{ Body: WorkingHoursRequest }>(
    STAFF_PATHS.weeklyCourierHours,
    {
      preValidation: emptyBodyAsObject,
      config: { access: allowed(rule) },
      schema: { querystring: noQuery, body },
    },
    async (request, reply) => {
      const { weekStart, timeZone } = request.body;
      if (!isTimeZone(timeZone)) return sendValidationProblems(reply, [{ field: 'timeZone', rule: 'time_zone', message: 'timeZone: not a known IANA time zone' }]);
      const franchiseId = authOf(request).franchiseId;
      // another franchise's store (or an unknown one) is not found, never an empty week
      if (request.body.warehouseId) {
        if (!(await isFranchiseWarehouse(app.db, franchiseId, request.body.warehouseId))) throw new GatewayError(404, 'NOT_FOUND');
      }
      const week: WorkingHoursReply = await weeklyCourierHours(app.db, franchiseId, {
        ...request.body,
        // any day of the week names it: its Monday
        weekStart: mondayOf(weekStart),
        now: app.clock(),
      });
      return week;
    },
  );
};
