import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Commercial: rewards earned by the franchise. */
export default definePage({
  name: 'reward',
  path: '/commercial/reward',
  group: 'commercial',
  order: 90,
  icon: 'EmojiEvents',
  access: { roles: ['reward'] },
  messages: { en: { title: 'Rewards' }, tr: { title: 'Ödüller' } },
  comingSoon: true,
});
