import { TR_GROUP } from '../../src/domain/countries';
import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): the WPS score; TR and two other countries only. */
export default definePage({
  name: 'wps-summary',
  path: '/dys/wps/summary',
  group: 'dys',
  order: 170,
  icon: 'Insights',
  access: { roles: ['wps'], countries: TR_GROUP },
  messages: { en: { title: 'WPS summary' }, tr: { title: 'WPS özeti' } },
  comingSoon: true,
});
