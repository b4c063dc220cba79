// Renders a page the way the panel does: inside react-admin's AdminContext with our i18nProvider,
// theme and a fake authProvider, under a memory router with a few landing routes to observe
// navigation, and react-admin's Notification so toasts are visible.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, Notification, TestMemoryRouter, memoryStore, type AuthProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { createI18nProvider } from '../../src/i18n';
import { declaredMessagesOf } from '../../src/framework/entryMessages';
import { MESSAGE_SECTIONS } from '../../src/messageSections';
import { registry } from '../../src/framework/registry';
import { lightTheme } from '../../src/theme';
import type { PanelConfig } from '../../src/domain/types';
import { resetPanelConfig } from '../../src/config';
import type { Transport } from '../../dataProvider/calls';
import { noCalls, WithTransport } from './support/fakeTransport';

export function fakeAuthProvider(overrides: Partial<AuthProvider> = {}): AuthProvider {
  return {
    login: vi.fn(async () => ({ redirectTo: '/map/live' })),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => Promise.reject(new Error('no session'))),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => []),
    ...overrides,
  };
}

export const NO_EXTRAS: PanelConfig = { googleClientId: null, captcha: null, fieldgoUrl: '', mapTileUrl: null, mapTileAttribution: null };

/** Answers GET /panel-config with `config` (or fails the call when `config` is an Error). */
export function servePanelConfig(config: PanelConfig | Error = NO_EXTRAS) {
  resetPanelConfig();
  const fetchMock = vi.fn(async () => {
    if (config instanceof Error) throw config;
    return new Response(JSON.stringify(config), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

interface Options {
  path?: string;
  /** Route pattern the page is mounted at (defaults to the path without its query). */
  route?: string;
  authProvider?: AuthProvider;
  /** The gateway as the page's calls meet it; by default, one that expects no call. */
  transport?: Transport;
}

export async function renderPublic(page: ReactElement, { path = '/', route, authProvider = fakeAuthProvider(), transport = noCalls() }: Options = {}) {
  const i18nProvider = await createI18nProvider({ declared: declaredMessagesOf(registry), sections: MESSAGE_SECTIONS });
  const locations: string[] = [];
  const utils = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => locations.push(location.pathname + location.search)}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()} theme={lightTheme}>
        <WithTransport transport={transport}>
          <Routes>
            <Route path={route ?? path.split('?')[0]} element={page} />
            <Route path="/login" element={<p>Login route</p>} />
            <Route path="/map/live" element={<p>Live map route</p>} />
            <Route path="/" element={<p>Root route</p>} />
          </Routes>
          <Notification />
        </WithTransport>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...utils, authProvider, locations, currentPath: () => locations[locations.length - 1] };
}
