import { definePage } from '../../src/framework/definePage';

/** Spec 2, Map: the live map; top-level, and where "/" sends a user who may open it. */
export default definePage({
  name: 'live-map',
  path: '/map/live',
  order: 10,
  icon: () => import('@mui/icons-material/Map'),
  access: { roles: ['live_map'] },
  messages: { en: { title: 'Live map' }, tr: { title: 'Canlı harita' } },
  load: () => import('../../src/pages/ComingSoonPage'),
});
