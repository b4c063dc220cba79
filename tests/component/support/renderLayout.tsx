// Renders layout pieces the way the panel does: react-admin's AdminContext with our i18n and
// theme, a fake authProvider answering permissions and identity like the seed's demo users, and
// the panel's calls built on a fake transport (fakeTransport.tsx).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createAuthProvider } from '../../../authProvider/createAuthProvider';
import { createCalls, type Transport } from '../../../dataProvider/calls';
import { client, fakeAnalytics, fakeBridge, memoryStorage } from '../../unit/support/fakes';
import { AdminContext, Notification, TestMemoryRouter, memoryStore, type AuthProvider } from 'react-admin';
import { vi } from 'vitest';
import type { AccessSubject } from '../../../src/domain/access';
import { PEOPLE_ROLE } from '../../../src/domain/brand';
import { ROLE_KEYS, permissionsOf } from '../../../src/domain/roles';
import type { RolePermission, SidebarBadgeKey, User, UserRole } from '../../../src/domain/types';
import { definePage } from '../../../src/domain/declaration/entry';
import type { MenuGroup, RegistryEntry } from '../../../src/framework/types';
import { createI18nProvider } from '../../../src/i18n';
import { declaredMessagesOf } from '../../../src/framework/entryMessages';
import { MESSAGE_SECTIONS } from '../../../src/messageSections';
import { registry } from '../../../src/registryOfResources';
import { lightTheme } from '../../../src/theme';
import { fakeTransport, WithTransport, type TransportHandler } from './fakeTransport';
import type { MenuIconName } from '../../../src/domain/declaration/menuIcons';

const held = (keys: readonly string[], permissions: readonly RolePermission[]): UserRole[] =>
  keys.map((key) => ({ role: { key }, permissions: [...permissions] }));

/** Like the seed's demo users: the owner (TR, every role), the manager (TR, a few), the GB owner. */
export const SUBJECTS = {
  owner: { roles: ROLE_KEYS.map((key) => ({ role: { key }, permissions: [...permissionsOf(key)] })), country: 'TR' },
  manager: { roles: held(['live_map', 'order', 'person', 'workforce', 'notification', 'announcement'], ['read', 'write']), country: 'TR' },
  gbOwner: { roles: ROLE_KEYS.map((key) => ({ role: { key }, permissions: [...permissionsOf(key)] })), country: 'GB' },
} satisfies Record<string, AccessSubject>;

export function userOf(subject: AccessSubject, overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    name: 'Ayşe Yılmaz',
    email: 'owner@franchise.example',
    username: 'owner',
    isQuickEmployee: false,
    forcePasswordChange: false,
    roles: [...subject.roles],
    isOwner: true,
    warehouseCount: 1,
    cityCount: 1,
    domainTypes: [1],
    franchise: { _id: 'f1', name: 'Kadıköy', countryCode: 'TR' },
    franchises: [
      { _id: 'f1', name: 'Kadıköy', countryCode: 'TR' },
      { _id: 'f2', name: 'Beşiktaş', countryCode: 'TR' },
    ],
    ...overrides,
  };
}

const page = (
  name: string,
  path: string,
  group: MenuGroup | undefined,
  roles: string[],
  countries?: string[],
  extra: { badge?: SidebarBadgeKey; comingSoon?: true; icon?: MenuIconName } = {},
) =>
  definePage({
    name,
    path,
    group,
    titleKey: `test.${name}`,
    access: { roles, countries },
    badge: extra.badge,
    icon: extra.icon,
    ...(extra.comingSoon ? { comingSoon: true as const } : { screen: 'staff-tally' as const }),
  });

/** A registry with an entry in every group, a TR-only one, and parameter routes. */
export const TEST_ENTRIES: RegistryEntry[] = [
  page('live-map', '/map/live', undefined, ['live_map'], undefined, { icon: 'Map' }),
  page('orders', '/order/list', 'commercial', ['order']),
  page('promos', '/promo/list', 'commercial', ['promo']),
  page('stock', '/stock/list', 'inventory', ['stock']),
  page('people', '/staff/person/list', 'staff', ['person']),
  page('person-detail', '/staff/person/detail/:id', 'staff', ['person']),
  page('leaves', '/staff/leave/list', 'staff', ['workforce'], undefined, { badge: 'leavesCount' }),
  page('timesheet', '/staff/timesheet', 'staff', ['workforce'], undefined, { badge: 'timesheetCount', comingSoon: true }),
  page('dts', '/performance/dts/list', 'performance', ['dts'], undefined, { badge: 'dtsCount' }),
  page('dys', '/performance/dys/list', 'dys', ['dys']),
  page('vehicles', '/fleet/vehicle/list', 'fleet', ['vehicle']),
  page('contact-us', '/frequently-used/contact-us', 'frequently_used', ['contact_us'], ['TR']),
  page('announcements', '/announcement/list/:id?', undefined, ['announcement']),
];

export type GatewayHandler = TransportHandler;

/** The gateway as the layout's calls meet it: a fake transport. */
export const fakeGateway = fakeTransport;

/** A gateway with no favourites and no badge counts, for tests that do not look at them. */
export const quietGateway = () =>
  fakeGateway((path) => (path === '/users/favorites/pages' ? { favorites: [] } : { dtsCount: 0, leavesCount: 0, timesheetCount: 0 }));

interface Options {
  path?: string;
  subject?: AccessSubject;
  user?: User;
  gateway?: Transport;
  sidebarOpen?: boolean;
}

export async function renderLayout(ui: ReactElement, { path = '/', subject = SUBJECTS.owner, user, gateway = quietGateway(), sidebarOpen = true }: Options = {}) {
  const i18nProvider = await createI18nProvider({ declared: declaredMessagesOf(registry), sections: MESSAGE_SECTIONS });
  const identityUser = user ?? userOf(subject);
  const authProvider: AuthProvider = {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => subject),
    // the real provider's identity, over a session holding this user, never a shape of our own
    getIdentity: identityOf(identityUser),
  };
  const store = memoryStore({ 'sidebar.open': sidebarOpen });
  const locations: string[] = [];
  const utils = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => locations.push(location.pathname)}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={lightTheme}>
        <WithTransport transport={gateway}>
          {ui}
          <Notification />
        </WithTransport>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...utils, authProvider, locations, store };
}

export { PEOPLE_ROLE };

/** The identity the real authProvider gives for a session of `user` (its profile call answered). */
function identityOf(user: User): NonNullable<AuthProvider['getIdentity']> {
  const country = { _id: 'c1', code: { alpha2: user.franchise.countryCode }, currency: { code: { alpha: 'TRY' } }, timezones: [], countryCode: '90' };
  const storage = memoryStorage({ accessToken: 'a', refreshToken: 'r', user: JSON.stringify(user), 'user-country': JSON.stringify(country) });
  const { http } = client(() => ({ status: 200, body: { user, country } }), { storage });
  return createAuthProvider({ calls: createCalls(http), storage, bridge: fakeBridge('/'), analytics: fakeAnalytics() }).getIdentity!;
}
