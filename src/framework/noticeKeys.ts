// The react-query keys of notifications and announcements. The header's buttons (first load), the
// lazy notification panel and the announcement screen share them, so this file holds constants only.

/** Every notification query: invalidating it refreshes the count and the open lists. */
export const NOTIFICATION_KEY = ['notifications'] as const;
export const NOTIFICATION_COUNT_KEY = ['notifications', 'unread-count'] as const;
/** One entry per switch position: `[...NOTIFICATION_LIST_KEY, unreadOnly]`. */
export const NOTIFICATION_LIST_KEY = ['notifications', 'list'] as const;

export const ANNOUNCEMENT_COUNT_KEY = ['announcements', 'unread-count'] as const;
export const ANNOUNCEMENT_LIST_KEY = ['announcements', 'list'] as const;
