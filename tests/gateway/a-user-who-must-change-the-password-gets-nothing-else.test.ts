// firstlogin (not a company employee, must change the password): until the password is changed
// the gateway serves the profile, the session check, the reset calls and sign-out only; every
// other call answers 403 PASSWORD_CHANGE_REQUIRED (every registered route is walked), a code the panel tells apart from FORBIDDEN,
// and the socket carries no event. Once changed through the mailed link, the same session works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../gateway/routes/registered';
import { bearer, call, json, login, post, type Method } from './helpers';
import { connectSocket, startLiveGateway, type LiveGateway } from './live-helpers';
import { firstFranchise, methodOf, registeredApiRoutes, routeSamples } from './support/routeWalker';

let gateway: LiveGateway;
let samples: ReturnType<typeof routeSamples>;
beforeAll(async () => {
  gateway = await startLiveGateway({ realtime: { locationBatchMs: 20 } });
  const owner = await login(gateway.app, 'owner');
  samples = routeSamples(await firstFranchise(gateway.db, owner.user.franchise._id, owner.user._id));
});
afterAll(() => gateway?.close());

// Collected before the tests are declared: vitest needs the list up front.
const routes = await registeredApiRoutes();
/** The calls that serve this user before the change: the profile and the session check (sign-out and the reset calls are public). */
const ALLOWED = ['GET /api/auth/me', 'GET /api/auth/session'];
const nameOf = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const isPublic = (route: RegisteredRoute) => {
  const access = route.config?.access;
  return Boolean(access && 'public' in access);
};
const guarded = routes.filter((route) => !isPublic(route) && !ALLOWED.includes(nameOf(route)));

const REFUSED: [Method, string, unknown?][] = [
  ['GET', '/api/vehicles'],
  ['GET', '/api/users/favorites/pages'],
  ['POST', '/api/orders/history', { createdAtStart: new Date(Date.now() - 86_400_000).toISOString(), createdAtEnd: new Date().toISOString() }],
  ['POST', '/api/sidebar-badges/count', {}],
  ['GET', '/api/franchises/cities'],
  ['PUT', '/api/auth/webDeviceInfo', { language: 'tr' }],
];

describe('a user who must change the password', () => {
  it('gets the profile and the session check, and 403 PASSWORD_CHANGE_REQUIRED for every other call', async () => {
    const firstlogin = await login(gateway.app, 'firstlogin');
    expect(firstlogin.user.forcePasswordChange).toBe(true);
    expect((await call(gateway.app, firstlogin.accessToken, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await call(gateway.app, firstlogin.accessToken, 'GET', '/api/auth/session')).statusCode).toBe(200);
    for (const [method, url, body] of REFUSED) {
      const response = await call(gateway.app, firstlogin.accessToken, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(json(response), `${method} ${url}`).toEqual({ code: 'PASSWORD_CHANGE_REQUIRED', message: 'Please change your password before using the panel.' });
    }
  });

  it('only the allowed few signed-in routes say they serve before the change', () => {
    const marked = routes.filter((route) => (route.config as { beforePasswordChange?: boolean } | undefined)?.beforePasswordChange).map(nameOf);
    expect(marked.sort()).toEqual([...ALLOWED].sort());
    expect(guarded.length).toBeGreaterThan(60);
  });

  it('gets 403 PASSWORD_CHANGE_REQUIRED from every other registered route', async () => {
    const firstlogin = await login(gateway.app, 'firstlogin');
    const served: string[] = [];
    for (const route of guarded) {
      const response = await call(gateway.app, firstlogin.accessToken, methodOf(route) as Method, samples.urlOf(route), samples.bodyOf(route));
      if (response.statusCode !== 403 || json(response).code !== 'PASSWORD_CHANGE_REQUIRED') served.push(`${nameOf(route)} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(served).toEqual([]);
  });

  it('hears no realtime event', async () => {
    const firstlogin = await login(gateway.app, 'firstlogin');
    const socket = await connectSocket(gateway.url, { token: firstlogin.accessToken }, '/map/live');
    try {
      const { realtime } = gateway.app;
      realtime.orderStatusChanged(firstlogin.user.franchise._id, { _id: 'o1', status: 400, statusUpdatedAt: new Date().toISOString(), domainType: 1, event: 1800, warehouse: 'w', courier: null, picker: null });
      realtime.pickerStatusChanged(firstlogin.user.franchise._id, { _id: 'p1' } as never);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(socket.received).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('once the password is changed through the mailed link, the same session gets every call its roles allow', async () => {
    const firstlogin = await login(gateway.app, 'firstlogin');
    expect((await post(gateway.app, '/api/auth/reset-password/email', { username: 'firstlogin' })).statusCode).toBe(200);
    const link = new URL(/https?:\/\/\S+/.exec(gateway.outbox.messages.at(-1)!.body)![0]);
    const changed = await post(
      gateway.app,
      '/api/auth/reset-password/verify',
      { username: 'firstlogin', password: 'a-new-pass-1', token: link.searchParams.get('token') },
      { headers: bearer(firstlogin.accessToken) },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const badges = await call(gateway.app, firstlogin.accessToken, 'POST', '/api/sidebar-badges/count', {});
    expect(badges.statusCode).toBe(200);
  });
});
