// Announcements and notifications (spec section 7): the header's bell and announcement button
// and the announcement list.
import type { SuccessReply } from '../../src/domain/callTypes';
import type {
  AnnouncementListReply,
  NotificationFilterQuery,
  NotificationFilterReply,
  UnreadCountReply,
} from '../../src/domain/notifications';
import { ANNOUNCEMENT_PATHS, NOTIFICATION_PATHS } from '../../src/domain/paths';
import type { Signal, Transport } from './transport';

export function notificationCalls(transport: Transport) {
  return {
    /** GET /notification/filter: the caller's own, newest first. */
    filter: (query: NotificationFilterQuery, signal?: Signal) =>
      transport.request<NotificationFilterReply>(NOTIFICATION_PATHS.filter, { query: { ...query }, signal }),
    /** GET /notification/unread/count. */
    unreadCount: (signal?: Signal) => transport.request<UnreadCountReply>(NOTIFICATION_PATHS.unreadCount, { signal }),
    /** PUT /notification/mark-read {notificationIds}: ids not the caller's own are ignored. */
    markRead: (notificationIds: string[]) =>
      transport.request<SuccessReply>(NOTIFICATION_PATHS.markRead, { method: 'PUT', body: { notificationIds } }),
  };
}

export function announcementCalls(transport: Transport) {
  return {
    /** GET /announcement/list: the franchise's, newest first, with the caller's read state. */
    list: (signal?: Signal) => transport.request<AnnouncementListReply>(ANNOUNCEMENT_PATHS.list, { signal }),
    /** POST /announcement/mark-read {announcementId}. */
    markRead: (announcementId: string) =>
      transport.request<SuccessReply>(ANNOUNCEMENT_PATHS.markRead, { method: 'POST', body: { announcementId } }),
    /** GET /announcement/unread/count. */
    unreadCount: (signal?: Signal) => transport.request<UnreadCountReply>(ANNOUNCEMENT_PATHS.unreadCount, { signal }),
  };
}
