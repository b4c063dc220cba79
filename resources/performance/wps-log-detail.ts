import { TR_GROUP } from '../../src/domain/countries';
import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): one WPS record of a type; TR and two other countries only. */
export default definePage({
  name: 'wps-log-detail',
  path: '/dys/wps/logs/detail/:type/:id',
  group: 'dys',
  order: 190,
  access: { roles: ['wps'], countries: TR_GROUP },
  messages: { en: { title: 'WPS log detail' }, tr: { title: 'WPS kayıt detayı' } },
  comingSoon: true,
});
