import type { NotificationFilterReply } from '../../domain/notifications';

/**
 * A cached list after `ids` were read: in the unread-only list they drop out (and the total with
 * them), in the full list they turn read.
 */
export function withRead(list: NotificationFilterReply | undefined, ids: ReadonlySet<string>, unreadOnly: boolean): NotificationFilterReply | undefined {
  if (!list) return list;
  if (unreadOnly) {
    const notifications = list.notifications.filter((notification) => !ids.has(notification._id));
    return { notifications, totalCount: Math.max(0, list.totalCount - (list.notifications.length - notifications.length)) };
  }
  return { ...list, notifications: list.notifications.map((notification) => (ids.has(notification._id) ? { ...notification, read: true } : notification)) };
}
