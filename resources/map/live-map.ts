import { definePage } from '../../src/framework/definePage';

export default definePage({
  name: 'live-map',
  path: '/map/live',
  group: undefined,
  titleKey: 'app.page_title.live_map',
  access: { roles: ['live_map'] },
  load: () => import('../../src/pages/ComingSoonPage'),
});
