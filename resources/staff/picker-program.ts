import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: the pickers' work program. */
export default definePage({
  name: 'picker-program',
  path: '/staff/picker/program',
  group: 'staff',
  order: 160,
  icon: () => import('@mui/icons-material/ShoppingBasket'),
  access: { roles: ['picker_program'] },
  messages: { en: { title: 'Picker program' }, tr: { title: 'Toplayıcı programı' } },
  comingSoon: true,
});
