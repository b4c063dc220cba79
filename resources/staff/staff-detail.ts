import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: one courier or picker. */
export default definePage({
  name: 'staff-detail',
  path: '/staff/detail/:id',
  group: 'staff',
  order: 40,
  access: { roles: ['person'] },
  messages: { en: { title: 'Staff detail' }, tr: { title: 'Personel detayı' } },
  comingSoon: true,
});
