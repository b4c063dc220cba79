import { definePage } from '../../src/framework/definePage';

/** Spec 2, Map: the new live map; top-level like the live map. */
export default definePage({
  name: 'live-map-v2',
  path: '/map/liveMapV2',
  order: 20,
  icon: () => import('@mui/icons-material/TravelExplore'),
  access: { roles: ['live_map_v2'] },
  messages: { en: { title: 'Live map v2' }, tr: { title: 'Canlı harita v2' } },
  load: () => import('../../src/pages/ComingSoonPage'),
});
