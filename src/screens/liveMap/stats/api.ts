// The live map's franchise figures: the cities with a store, and the per-store counts of one
// period (docs/gateway-api.md, GET /franchises/cities and POST /franchises/stats).
import type { Calls } from '../../../../dataProvider';
import type { FranchiseStatsBody } from '../../../domain/callTypes';
import type { City, FranchiseStats, StatsPeriod } from '../../../domain/orders';

export const STATS_PERIODS: readonly StatsPeriod[] = ['TODAY', 'YESTERDAY', 'LASTWEEK'];

export async function loadCities(franchise: Calls['franchise'], signal?: AbortSignal): Promise<City[]> {
  const reply = await franchise.cities(signal);
  return reply.cities;
}

export async function loadFranchiseStats(franchise: Calls['franchise'], body: FranchiseStatsBody, signal?: AbortSignal): Promise<FranchiseStats> {
  const reply = await franchise.stats(body, signal);
  return reply.result;
}
