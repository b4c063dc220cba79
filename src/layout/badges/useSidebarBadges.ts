import { useQuery } from '@tanstack/react-query';
import { useLayoutGateway } from '../../framework/gateway';
import type { SidebarBadgeCounts } from '../../domain/types';

export const SIDEBAR_BADGES_POLL_MS = 60_000;

/** POST /sidebar-badges/count, every minute and when the window regains focus. */
export function useSidebarBadges(enabled: boolean): SidebarBadgeCounts | undefined {
  const gateway = useLayoutGateway();
  const { data } = useQuery({
    queryKey: ['layout', 'sidebar-badges'],
    queryFn: () => gateway.request<SidebarBadgeCounts>('/sidebar-badges/count', { method: 'POST', body: {} }),
    enabled,
    refetchInterval: SIDEBAR_BADGES_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  return data;
}
