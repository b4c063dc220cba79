import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Commercial: store and courier equipment. */
export default definePage({
  name: 'equipments',
  path: '/commercial/equipments',
  group: 'commercial',
  order: 80,
  icon: 'Handyman',
  access: { roles: ['equipment'] },
  messages: { en: { title: 'Equipment' }, tr: { title: 'Ekipmanlar' } },
  comingSoon: true,
});
