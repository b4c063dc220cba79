import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): the pulse screen. */
export default definePage({
  name: 'pulse-screen',
  path: '/dys/pulse-screen',
  group: 'dys',
  order: 150,
  icon: 'MonitorHeart',
  access: { roles: ['pulse_screen'] },
  messages: { en: { title: 'Pulse screen' }, tr: { title: 'Nabız ekranı' } },
  comingSoon: true,
});
