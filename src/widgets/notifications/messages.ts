// Texts of the header's notification bell and announcement button, merged once (src/messageSections.ts) as notifications.*.
import type { Catalogue } from '../../i18n/catalogue';
import { defineMessages } from '../../i18n/sections';

const en = {
  badge: '%{smart_count} unread notification |||| %{smart_count} unread notifications',
  announcement_badge: '%{smart_count} unread announcement |||| %{smart_count} unread announcements',
  title: 'Notifications',
  unread_only: 'Unread only',
  mark_all: 'Mark all as read',
  mark_one: 'Mark as read',
  today: 'Today',
  older: 'Earlier',
  unread: 'Unread',
  empty: 'No notifications yet',
  empty_unread: 'No unread notifications',
  error: 'The notifications could not be loaded',
  mark_failed: 'The notifications could not be marked as read. Please try again.',
};

const tr: Catalogue<typeof en> = {
  badge: '%{smart_count} okunmamış bildirim',
  announcement_badge: '%{smart_count} okunmamış duyuru',
  title: 'Bildirimler',
  unread_only: 'Yalnızca okunmamışlar',
  mark_all: 'Tümünü okundu işaretle',
  mark_one: 'Okundu işaretle',
  today: 'Bugün',
  older: 'Daha önce',
  unread: 'Okunmadı',
  empty: 'Henüz bildirim yok',
  empty_unread: 'Okunmamış bildirim yok',
  error: 'Bildirimler yüklenemedi',
  mark_failed: 'Bildirimler okundu olarak işaretlenemedi. Lütfen tekrar deneyin.',
};

export const notificationMessages = defineMessages('notifications', { en, tr });
