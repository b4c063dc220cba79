// Texts of the announcement list (/announcement/list/:id?), merged once (src/messageSections.ts) as announcements.*.
import type { Catalogue } from '../../i18n/catalogue';
import { defineMessages } from '../../i18n/sections';

const en = {
  all: 'All announcements',
  read: 'Read',
  unread: 'Unread',
  mark_read: 'Mark as read',
  open: 'Open',
  empty: 'No announcements yet',
  error: 'The announcements could not be loaded',
  not_found: 'This announcement is not in your franchise’s list.',
  read_failed: 'The announcement could not be marked as read, so it is shown as unread again.',
  published: 'Published %{date}',
};

const tr: Catalogue<typeof en> = {
  all: 'Tüm duyurular',
  read: 'Okundu',
  unread: 'Okunmadı',
  mark_read: 'Okundu işaretle',
  open: 'Aç',
  empty: 'Henüz duyuru yok',
  error: 'Duyurular yüklenemedi',
  not_found: 'Bu duyuru franchise’ınızın listesinde yok.',
  read_failed: 'Duyuru okundu olarak işaretlenemedi, bu yüzden yeniden okunmamış gösteriliyor.',
  published: 'Yayın tarihi: %{date}',
};

export const announcementMessages = defineMessages('announcements', { en, tr });
