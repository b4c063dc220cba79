// The side panel's figures: the city the user picked (kept across visits while the franchise
// still has it, else its first city) and that city's store figures in the user's UTC offset.
import { useMemo } from 'react';
import { useStore } from 'react-admin';
import { usePanelFormat } from '../../../framework/views/fields/usePanelFormat';
import { useCities, useFranchiseStats } from './useFranchiseStats';
import { utcOffsetMinutes } from './utcOffset';

export function useCityFigures() {
  const { timeZone } = usePanelFormat();
  const citiesLoad = useCities();
  const { cities, loading } = citiesLoad;
  const [storedCity, setCityId] = useStore<string | null>('liveMap.city', null);
  const cityId = cities.some((city) => city._id === storedCity) ? storedCity : (cities[0]?._id ?? null);
  const stats = useFranchiseStats(loading ? undefined : cityId, useMemo(() => utcOffsetMinutes(timeZone), [timeZone]));
  return { cities, citiesLoad, cityId, setCityId, stats };
}
