import { TR_GROUP } from '../../src/domain/countries';
import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): the DPT score; TR and two other countries only. */
export default definePage({
  name: 'dpt-summary',
  path: '/dys/dpt/summary',
  group: 'dys',
  order: 160,
  icon: 'Timeline',
  access: { roles: ['dpt'], countries: TR_GROUP },
  messages: { en: { title: 'DPT summary' }, tr: { title: 'DPT özeti' } },
  comingSoon: true,
});
