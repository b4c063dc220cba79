import { TR_GROUP } from '../../src/domain/countries';
import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): the PTD screen; TR and two other countries only. */
export default definePage({
  name: 'ptd',
  path: '/dys/ptd',
  group: 'dys',
  order: 200,
  icon: 'TrendingUp',
  access: { roles: ['ptd'], countries: TR_GROUP },
  messages: { en: { title: 'PTD' }, tr: { title: 'PTD' } },
  comingSoon: true,
});
