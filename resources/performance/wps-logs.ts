import { TR_GROUP } from '../../src/domain/countries';
import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): WPS records; TR and two other countries only. */
export default definePage({
  name: 'wps-logs',
  path: '/dys/wps/logs',
  group: 'dys',
  order: 180,
  icon: 'Checklist',
  access: { roles: ['wps'], countries: TR_GROUP },
  messages: { en: { title: 'WPS logs' }, tr: { title: 'WPS kayıtları' } },
  comingSoon: true,
});
