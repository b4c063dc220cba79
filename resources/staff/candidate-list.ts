import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: people applying to work for the franchise. */
export default definePage({
  name: 'candidate-list',
  path: '/staff/candidate/list',
  group: 'staff',
  order: 60,
  icon: () => import('@mui/icons-material/PersonSearch'),
  access: { roles: ['person/hire'] },
  messages: { en: { title: 'Candidates' }, tr: { title: 'Adaylar' } },
  comingSoon: true,
});
