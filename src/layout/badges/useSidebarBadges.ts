import { useQuery } from '@tanstack/react-query';
import { useLayoutGateway } from '../gateway';
import type { SidebarCounts } from './badgeFormat';

export const SIDEBAR_BADGES_POLL_MS = 60_000;

/** POST /sidebar-badges/count, every minute and when the window regains focus. */
export function useSidebarBadges(enabled: boolean): SidebarCounts | undefined {
  const gateway = useLayoutGateway();
  const { data } = useQuery({
    queryKey: ['layout', 'sidebar-badges'],
    queryFn: () => gateway.request<SidebarCounts>('/sidebar-badges/count', { method: 'POST', body: {} }),
    enabled,
    refetchInterval: SIDEBAR_BADGES_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  return data;
}
