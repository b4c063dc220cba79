// The live map's franchise figures: the cities with a store, and the per-store counts of one
// period (docs/gateway-api.md, GET /franchises/cities and POST /franchises/stats).
import type { City, FranchiseStats, StatsPeriod } from '../../../domain/orders';
import type { LiveMapGateway } from '../data/api';

export const STATS_PERIODS: readonly StatsPeriod[] = ['TODAY', 'YESTERDAY', 'LASTWEEK'];

export async function loadCities(gateway: LiveMapGateway, signal?: AbortSignal): Promise<City[]> {
  const reply = await gateway.request<{ cities: City[] }>('/franchises/cities', { signal });
  return reply.cities;
}

export async function loadFranchiseStats(
  gateway: LiveMapGateway,
  body: { city: string; period: StatsPeriod; utcOffset: number },
  signal?: AbortSignal,
): Promise<FranchiseStats> {
  const reply = await gateway.request<{ result: FranchiseStats }>('/franchises/stats', { method: 'POST', body, signal });
  return reply.result;
}
