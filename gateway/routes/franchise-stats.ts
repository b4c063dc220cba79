// The live map's franchise calls (spec section 7): GET /franchises/cities and POST /franchises/stats
// {city, period TODAY | YESTERDAY | LASTWEEK, utcOffset} -> { result } with each store's
// successfulOrder, missedOrder and redBasket in the city, and their total.
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../auth/authenticate';
import { cityStoreFigures, franchiseCities, type StoreFigures } from '../db/franchise-stats';
import { GatewayError } from '../errors';
import { idSchema } from '../rest/schema';
import { CALL_RULES } from '../auth/call-rules';
import { utcOffset } from './call-schemas';
import { emptyBodyAsObject, noQuery, object } from '../schemas';
import { allowed } from '../auth/route-access';
import { FRANCHISE_PATHS } from '../../src/domain/paths';

export const STATS_PERIODS = ['TODAY', 'YESTERDAY', 'LASTWEEK'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The period in the caller's local day (utcOffset minutes east of UTC): TODAY from local midnight
 * to now, YESTERDAY the whole local day before, LASTWEEK the seven local days before today.
 */
export function statsPeriod(period: StatsPeriod, now: Date, offsetMinutes: number): { start: Date; end: Date } {
  const offsetMs = offsetMinutes * 60_000;
  const localMidnight = Math.floor((now.getTime() + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
  if (period === 'TODAY') return { start: new Date(localMidnight), end: now };
  if (period === 'YESTERDAY') return { start: new Date(localMidnight - DAY_MS), end: new Date(localMidnight) };
  return { start: new Date(localMidnight - 7 * DAY_MS), end: new Date(localMidnight) };
}

const schemas = {
  stats: object({ city: idSchema, period: { type: 'string', enum: STATS_PERIODS }, utcOffset }, ['city', 'period', 'utcOffset']),
};

export const franchiseStatsRoutes: FastifyPluginAsync = async (app) => {
  const liveMap = {
    preValidation: emptyBodyAsObject,
    config: { access: allowed(CALL_RULES.liveMap) },
  };

  app.get(FRANCHISE_PATHS.cities, { ...liveMap, schema: { querystring: noQuery } }, async (request) => ({
    cities: await franchiseCities(app.db, authOf(request).franchiseId),
  }));

  app.post<{ Body: { city: string; period: StatsPeriod; utcOffset: number } }>(
    FRANCHISE_PATHS.stats,
    { ...liveMap, schema: { querystring: noQuery, body: schemas.stats } },
    async (request) => {
      const { city, period } = request.body;
      const { start, end } = statsPeriod(period, app.clock(), request.body.utcOffset);
      const warehouses = await cityStoreFigures(app.db, authOf(request).franchiseId, city, start, end);
      // a city without any of the franchise's stores is not the franchise's business
      if (!warehouses) throw new GatewayError(404, 'NOT_FOUND');
      const total: StoreFigures = { successfulOrder: 0, missedOrder: 0, redBasket: 0 };
      for (const figures of warehouses) {
        total.successfulOrder += figures.successfulOrder;
        total.missedOrder += figures.missedOrder;
        total.redBasket += figures.redBasket;
      }
      return { result: { period, startDate: start.toISOString(), endDate: end.toISOString(), total, warehouses } };
    },
  );
};
