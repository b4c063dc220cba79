import { useQuery } from '@tanstack/react-query';
import { useCalls } from '../../framework/calls';
import type { SidebarBadgeCounts } from '../../domain/types';

export const SIDEBAR_BADGES_POLL_MS = 60_000;

/** POST /sidebar-badges/count, every minute and when the window regains focus. */
export function useSidebarBadges(enabled: boolean): SidebarBadgeCounts | undefined {
  const { franchise } = useCalls();
  const { data } = useQuery({
    queryKey: ['layout', 'sidebar-badges'],
    queryFn: () => franchise.sidebarBadges(),
    enabled,
    refetchInterval: SIDEBAR_BADGES_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  return data;
}
