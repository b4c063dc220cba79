import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): the DTS score. */
export default definePage({
  name: 'dts-summary',
  path: '/dys/dts/summary',
  group: 'dys',
  order: 100,
  icon: 'Leaderboard',
  access: { roles: ['dts'] },
  messages: { en: { title: 'DTS summary' }, tr: { title: 'DTS özeti' } },
  comingSoon: true,
});
