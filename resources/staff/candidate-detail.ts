import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: one candidate. */
export default definePage({
  name: 'candidate-detail',
  path: '/staff/candidate/detail/:id',
  group: 'staff',
  order: 80,
  access: { roles: ['person/hire'] },
  messages: { en: { title: 'Candidate detail' }, tr: { title: 'Aday detayı' } },
  comingSoon: true,
});
