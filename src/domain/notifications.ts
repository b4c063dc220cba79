// Notifications and announcements (spec sections 5, 7 and 8): the entities as the gateway sends
// them, the realtime event's name, the click-through rule and the today/older split. Both the
// panel and the gateway read this file.
import { calendarDay } from './dates';
import type { EnabledLanguageCode } from './languages';

/** A text per panel language; the gateway always sends English. */
export type LocalisedText = { en: string } & Partial<Record<EnabledLanguageCode, string>>;

/** Spec's Notification. `content` is JSON text: {url, courierNotificationService: {notificationId}}. */
export interface PanelNotification {
  _id: string;
  title: LocalisedText;
  message: LocalisedText;
  body: string;
  content: string;
  createdAt: string;
  read: boolean;
  franchiseUserId: string;
  extras: { url: string | null; auditId: string | null };
}

/** GET /notification/filter's query: newest first, a page of them, optionally the unread ones only. */
export interface NotificationFilterQuery {
  limit?: number;
  offset?: number;
  unreadOnly?: boolean;
}

export interface NotificationFilterReply {
  notifications: PanelNotification[];
  totalCount: number;
}

export interface UnreadCountReply {
  count: number;
}

export interface MarkNotificationsReadBody {
  notificationIds: string[];
}

/** Spec's Announcement (_id, read) with what the list shows: title and HTML text per language. */
export interface Announcement {
  _id: string;
  title: LocalisedText;
  /** HTML; the panel sanitizes it before showing it. */
  text: LocalisedText;
  createdAt: string;
  read: boolean;
}

export interface AnnouncementListReply {
  announcements: Announcement[];
}

export interface MarkAnnouncementReadBody {
  announcementId: string;
}

export const NOTIFICATION_FILTER_MAX_LIMIT = 100;
export const NOTIFICATION_FILTER_DEFAULT_LIMIT = 50;
/** The most ids one mark-read call may name. */
export const NOTIFICATION_MARK_READ_MAX_IDS = 200;

/** The realtime event a new notification travels in, to its own user's sockets only. */
export const NOTIFICATION_EVENT = 'notification';

/** The panel pages a notification leads to (spec 8, click-through). */
export const ANNOUNCEMENT_LIST_PATH = '/announcement/list';
export const KDS_DETAIL_PATH = '/dys/kds/detail';

/** A localised text in `language`, English when it has none. */
export function localised(text: LocalisedText, language: EnabledLanguageCode): string {
  return text[language] || text.en;
}

/** The url a notification carries: extras.url, else the url in its content JSON. */
export function notificationUrl(notification: Pick<PanelNotification, 'content' | 'extras'>): string | null {
  if (notification.extras.url) return notification.extras.url;
  try {
    const content = JSON.parse(notification.content) as { url?: unknown };
    return typeof content.url === 'string' && content.url ? content.url : null;
  } catch {
    return null;
  }
}

/**
 * Where clicking a notification goes (spec 8): the KDS audit's detail when it names one, else
 * the announcement list path plus the last segment of its url; null when it leads nowhere.
 */
export function notificationTarget(notification: Pick<PanelNotification, 'content' | 'extras'>): string | null {
  if (notification.extras.auditId) return `${KDS_DETAIL_PATH}/${encodeURIComponent(notification.extras.auditId)}`;
  const url = notificationUrl(notification);
  const last = url?.split(/[?#]/)[0].split('/').filter(Boolean).pop();
  return last ? `${ANNOUNCEMENT_LIST_PATH}/${encodeURIComponent(last)}` : null;
}

/** Today's notifications (the calendar day of `now` in `timeZone`) apart from older ones, order kept. */
export function splitByDay<T extends { createdAt: string }>(items: readonly T[], now: Date, timeZone?: string): { today: T[]; older: T[] } {
  const today = calendarDay(now, timeZone);
  const split = { today: [] as T[], older: [] as T[] };
  for (const item of items) (calendarDay(new Date(item.createdAt), timeZone) === today ? split.today : split.older).push(item);
  return split;
}
