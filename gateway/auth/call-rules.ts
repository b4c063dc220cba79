// Who may make the calls of "Couriers and orders", "Pickers and products" and "Announcements and
// notifications" (spec section 7),
// in the spec's role keys (section 6). One place, so the docs' table and the tests read it too.
// A call that serves one screen takes that screen's rule from its declaration (resources/), so a
// role is written once; a call several screens share names their roles here.
import type { AccessRule } from '../../src/domain/access';
import { PEOPLE_ROLE } from '../../src/domain/brand';
import orderPast from '../../resources/commercial/order-past';
import orderStats from '../../resources/commercial/order-stats';
import announcements from '../../resources/other/announcements';
import contactUs from '../../resources/other/contact-us';

export const CALL_RULES = {
  /** The live map and the people screens show couriers. */
  courierFilter: { roles: [PEOPLE_ROLE, 'person', 'vehicle', 'live_map', 'live_map_v2'] },
  /** Order detail, past orders and their averages: the order screens' rule (all three declare the same). */
  orders: orderPast.access,
  /** The live map's orders, its cities and its franchise stats. */
  liveMap: { roles: ['live_map', 'live_map_v2'] },
  /** The order statistics screen's counts. */
  orderCounts: orderStats.access,
  /** Not a call of its own: whether order replies carry the client's name, phone and address. */
  customerInfo: { roles: ['order_customer_info'] },
  /** Picker lists and busy reasons: the people screens, the picker program and the sticky widget. */
  pickers: { roles: [PEOPLE_ROLE, 'person', 'picker_program', 'sticky_button_widget'] },
  /** Picker shift plans: the people screens and the picker program. */
  pickerPlans: { roles: [PEOPLE_ROLE, 'person', 'picker_program'] },
  /** Moving a picker to another store: the spec's changeWarehouse permission on one of those roles. */
  pickerChangeWarehouse: { roles: [PEOPLE_ROLE, 'person', 'picker_program'], permission: 'changeWarehouse' },
  /** The sticky widget's problematic orders. */
  problematicOrders: { roles: ['sticky_button_widget'] },
  /** The bell's notifications (and their realtime event). */
  notifications: { roles: ['notification'] },
  /** The announcement button and list. */
  announcements: announcements.access,
  // issue 13, engagement widgets (docs/engagement.md)
  /** The survey button's link. */
  surveyLink: { roles: ['franchise_survey'] },
  /** The NPS feedback: asked of the users the survey addresses. */
  feedback: { roles: ['franchise_survey'] },
  /** The boosted-feature modal. */
  boostedFeature: { roles: ['boosted_feature_modal'] },
  /** The franchise's contacts (the page itself is for the TR group; each franchise reads only its own). */
  contacts: { roles: contactUs.access.roles },
} as const satisfies Record<string, AccessRule>;
