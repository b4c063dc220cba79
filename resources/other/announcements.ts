import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Other: announcements; the optional id opens one (notification click-through). */
export default definePage({
  name: 'announcements',
  path: '/announcement/list/:id?',
  group: 'frequently_used',
  order: 20,
  icon: 'Campaign',
  access: { roles: ['announcement'] },
  messages: { en: { title: 'Announcements' }, tr: { title: 'Duyurular' } },
  screen: 'announcements',
});
