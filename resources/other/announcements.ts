import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Other: announcements; the optional id opens one (notification click-through). */
export default definePage({
  name: 'announcements',
  path: '/announcement/list/:id?',
  group: 'frequently_used',
  order: 20,
  icon: 'Campaign',
  access: { roles: ['announcement'] },
  messages: {
    en: {
      title: 'Announcements',
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
    },
    tr: {
      title: 'Duyurular',
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
    },
  },
  screen: 'announcements',
});
