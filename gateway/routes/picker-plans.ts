// Picker shift plans (spec section 7): POST /plan/picker/filter {warehouseIds?, pickerIds?,
// startDate, endDate, limit?, offset?} and POST /plan/picker-plan/warehouse/between-dates
// {warehouseId, startDate, endDate}. A plan belongs to the range it starts in.
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../auth/authenticate';
import { filterPickerPlans, warehousePickerPlans } from '../db/picker-plans';
import { GatewayError } from '../errors';
import { idSchema } from '../rest/schema';
import { CALL_RULES } from '../auth/call-rules';
import { dateTime, idList, pageLimit, pageOffset } from './call-schemas';
import { dateRange } from './date-range';
import { emptyBodyAsObject, object } from '../schemas';
import { allowed } from '../auth/route-access';
import { PICKER_PLAN_PATHS } from '../../src/domain/paths';

/** The longest range of plans one call answers (two months). */
export const PLAN_MAX_DAYS = 62;
export const PLAN_FILTER_MAX_LIMIT = 1000;

const schemas = {
  filter: object(
    {
      warehouseIds: idList,
      pickerIds: idList,
      startDate: dateTime,
      endDate: dateTime,
      limit: pageLimit(PLAN_FILTER_MAX_LIMIT, 500),
      offset: pageOffset,
    },
    ['startDate', 'endDate'],
  ),
  betweenDates: object({ warehouseId: idSchema, startDate: dateTime, endDate: dateTime }, ['warehouseId', 'startDate', 'endDate']),
  noQuery: object({}),
};

const HOUR_MS = 3_600_000;

export const pickerPlanRoutes: FastifyPluginAsync = async (app) => {
  const options = {
    preValidation: emptyBodyAsObject,
    config: { access: allowed(CALL_RULES.pickerPlans) },
  };

  app.post<{ Body: { warehouseIds?: string[]; pickerIds?: string[]; startDate: string; endDate: string; limit: number; offset: number } }>(
    PICKER_PLAN_PATHS.filter,
    { ...options, schema: { querystring: schemas.noQuery, body: schemas.filter } },
    async (request) => {
      const { startDate, endDate, ...rest } = request.body;
      const range = dateRange(startDate, endDate, PLAN_MAX_DAYS);
      const { plans, total } = await filterPickerPlans(app.db, authOf(request).franchiseId, { ...rest, ...range });
      return { pickerPlans: plans, totalCount: total };
    },
  );

  app.post<{ Body: { warehouseId: string; startDate: string; endDate: string } }>(
    PICKER_PLAN_PATHS.warehouseBetweenDates,
    { ...options, schema: { querystring: schemas.noQuery, body: schemas.betweenDates } },
    async (request) => {
      const { warehouseId, startDate, endDate } = request.body;
      const range = dateRange(startDate, endDate, PLAN_MAX_DAYS);
      const found = await warehousePickerPlans(app.db, authOf(request).franchiseId, warehouseId, range.start, range.end);
      if (!found) throw new GatewayError(404, 'NOT_FOUND');
      const plannedMs = found.plans.reduce((sum, plan) => sum + Date.parse(plan.endDate) - Date.parse(plan.startDate), 0);
      return {
        warehouse: found.warehouse,
        pickerPlans: found.plans,
        pickerCount: new Set(found.plans.map((plan) => plan.picker._id)).size,
        plannedHours: Math.round((plannedMs / HOUR_MS) * 100) / 100,
      };
    },
  );
};
