// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import simpleRestProvider from 'ra-data-simple-rest';
import { CoreAdminContext, CoreAdminUI, Resource, TestMemoryRouter, useAuthenticated, useGetList, useLogout, type AuthProvider, type DataProvider } from 'ra-core';
import { useEffect } from 'react';
import type { Location, NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../authProvider/createAuthProvider';
import { createCalls } from '../../dataProvider/calls';
import { client, fakeAnalytics, memoryStorage, type Handler } from './support/fakes';

// These run react-admin's own hooks (useCheckAuth, useLogout, useLogoutIfAccessDenied) against
// our providers in a memory router, to prove the redirect_uri survives react-admin's navigation.

let here: Location;
let navigate: NavigateFunction;

function panel(handler: Handler, storage: Storage) {
  const bridge = {
    navigate: vi.fn((path: string) => navigate(path)),
    notify: vi.fn(),
    clearCache: vi.fn(),
    currentLocation: () => ({ pathname: here.pathname, search: here.search, hash: here.hash }),
  };
  const { http, calls } = client(handler, { storage, bridge });
  const deps = { calls: createCalls(http), storage, bridge, analytics: fakeAnalytics(), replaceLocation: vi.fn((path: string) => navigate(path, { replace: true })), reload: vi.fn(), flashStorage: memoryStorage() };
  const authProvider: AuthProvider = createAuthProvider(deps);
  const dataProvider = simpleRestProvider(http.baseUrl, http.fetchJson) as DataProvider;
  return { authProvider, dataProvider, deps, calls };
}

function renderAt(path: string, providers: { authProvider: AuthProvider; dataProvider: DataProvider }, probe: React.ReactNode) {
  return render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (here = l)} navigateCallback={(n) => (navigate = n)}>
      <CoreAdminContext authProvider={providers.authProvider} dataProvider={providers.dataProvider}>
        {probe}
      </CoreAdminContext>
    </TestMemoryRouter>,
  );
}

function ProtectedPage() {
  useAuthenticated();
  return null;
}

function VehicleList() {
  useGetList('vehicles', { pagination: { page: 1, perPage: 10 } }, { retry: false });
  return null;
}

let logout: ReturnType<typeof useLogout> | undefined;
function LogoutProbe() {
  const callback = useLogout();
  useEffect(() => {
    logout = callback;
  }, [callback]);
  return null;
}

/** The whole admin as App.tsx sets it up: every route behind the session, react-admin's logout-on-mount. */
function renderAdmin(path: string, providers: { authProvider: AuthProvider; dataProvider: DataProvider }, probe: React.ReactNode = null) {
  return renderAt(
    path,
    providers,
    <CoreAdminUI requireAuth loginPage={() => <p>sign-in form</p>} layout={({ children }) => <>{probe}{children}</>}>
      <Resource name="vehicles" list={() => <p>vehicles</p>} />
    </CoreAdminUI>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

const loginFor = (target: string) => `/login?redirect_uri=${encodeURIComponent(target)}`;

describe("react-admin's auth hooks with our providers", () => {
  afterEach(() => {
    cleanup();
    logout = undefined;
    vi.restoreAllMocks();
  });

  it('a visit without a session lands on /login with the original path, search and hash', async () => {
    const providers = panel(() => ({ status: 200 }), memoryStorage());
    renderAt('/staff/leave/list?status=100#top', providers, <ProtectedPage />);
    await waitFor(() => expect(here.pathname).toBe('/login'));
    expect(`${here.pathname}${here.search}`).toBe(loginFor('/staff/leave/list?status=100#top'));
  });

  it('a failed refresh behind a list ends on /login with the redirect_uri, not on a bare /login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs the failed query
    const storage = memoryStorage({ accessToken: 'a', refreshToken: 'r', language: 'en' });
    const providers = panel(({ url }) => {
      if (url.endsWith('/auth/session')) return { status: 200, body: { valid: true } };
      if (url.endsWith('/auth/token/refresh')) return { status: 401, body: { valid: false, code: 'REFRESH_INVALID' } };
      return { status: 401, body: { message: 'expired', code: 'TOKEN_EXPIRED' } };
    }, storage);
    renderAt('/fleet/vehicle/list?page=2', providers, <VehicleList />);
    await waitFor(() => expect(providers.deps.bridge.navigate).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50))); // let react-admin's logout settle
    expect(`${here.pathname}${here.search}`).toBe(loginFor('/fleet/vehicle/list?page=2'));
    expect(storage.getItem('accessToken')).toBeNull();
  });

  it('logout replaces the location itself and react-admin does not navigate', async () => {
    const storage = memoryStorage({ accessToken: 'a', refreshToken: 'r' });
    const providers = panel(() => ({ status: 200, body: { success: true } }), storage);
    providers.deps.replaceLocation.mockImplementation(() => undefined); // a page load would leave the app
    renderAt('/map/live', providers, <LogoutProbe />);
    await waitFor(() => expect(logout).toBeDefined());
    await act(async () => {
      await logout!();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(providers.deps.replaceLocation).toHaveBeenCalledWith('/login');
    expect(here.pathname).toBe('/map/live');
    expect(providers.calls.some((call) => call.url === '/api/auth/logout' && call.authorization === 'Bearer a')).toBe(true);
  });

  it("without a session, react-admin's logout-on-mount loads /login once, not once per pass of its auth check", async () => {
    const providers = panel(() => ({ status: 200 }), memoryStorage());
    providers.deps.replaceLocation.mockImplementation(() => undefined); // a page load would leave the app
    renderAdmin('/vehicles?page=2', providers);
    await waitFor(() => expect(providers.deps.replaceLocation).toHaveBeenCalled());
    await settle();
    expect(providers.deps.replaceLocation).toHaveBeenCalledExactlyOnceWith(loginFor('/vehicles?page=2'));
  });

  it('signing out loads a bare /login once, whatever react-admin does after', async () => {
    const storage = memoryStorage({ accessToken: 'a', refreshToken: 'r' });
    const providers = panel(() => ({ status: 200, body: { success: true } }), storage);
    providers.deps.replaceLocation.mockImplementation(() => undefined);
    renderAdmin('/vehicles', providers, <LogoutProbe />);
    await waitFor(() => expect(logout).toBeDefined());
    await act(async () => {
      await logout!();
    });
    await settle();
    expect(providers.deps.replaceLocation).toHaveBeenCalledExactlyOnceWith('/login');
  });
});
