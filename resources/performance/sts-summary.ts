import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): the STS score. */
export default definePage({
  name: 'sts-summary',
  path: '/dys/sts/summary',
  group: 'dys',
  order: 110,
  icon: 'StarRate',
  access: { roles: ['sts'] },
  messages: { en: { title: 'STS summary' }, tr: { title: 'STS özeti' } },
  comingSoon: true,
});
