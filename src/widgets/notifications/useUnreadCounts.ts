import { useQuery } from '@tanstack/react-query';
import { UNREAD_ANNOUNCEMENTS_POLL_MS } from '../../domain/constants';
import { useCalls } from '../../framework/calls';
import { ANNOUNCEMENT_COUNT_KEY, NOTIFICATION_COUNT_KEY } from '../../framework/noticeKeys';
import { notificationsPollMs } from './pollInterval';

/**
 * The bell's unread count. While the socket is live its events keep it right (NotificationLive);
 * while it is not, it is asked again every NOTIFICATIONS_POLL_MS (spec). Undefined until known or
 * when the call fails: the bell then shows no badge rather than a wrong number.
 */
export function useNotificationCount(live: boolean): number | undefined {
  const { notifications } = useCalls();
  const { data } = useQuery({
    queryKey: NOTIFICATION_COUNT_KEY,
    queryFn: ({ signal }) => notifications.unreadCount(signal).then((reply) => reply.count),
    refetchInterval: live ? false : notificationsPollMs(),
    refetchOnWindowFocus: true,
    retry: false,
  });
  return data;
}

/** The announcement button's unread count, asked every UNREAD_ANNOUNCEMENTS_POLL_MS (spec). */
export function useAnnouncementCount(): number | undefined {
  const { announcements } = useCalls();
  const { data } = useQuery({
    queryKey: ANNOUNCEMENT_COUNT_KEY,
    queryFn: ({ signal }) => announcements.unreadCount(signal).then((reply) => reply.count),
    refetchInterval: UNREAD_ANNOUNCEMENTS_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  return data;
}
