import { TR_ONLY } from '../../src/domain/countries';
import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Other: the dashboard; TR only, top-level. */
export default definePage({
  name: 'dashboard',
  path: '/dashboard',
  order: 30,
  icon: 'Dashboard',
  access: { roles: ['dashboard'], countries: TR_ONLY },
  messages: { en: { title: 'Dashboard' }, tr: { title: 'Gösterge paneli' } },
  comingSoon: true,
});
