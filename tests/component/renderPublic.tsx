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
import { registry } from '../../src/registryOfResources';
import { lightTheme } from '../../src/theme';
import type { PanelConfig } from '../../src/domain/types';
import { PANEL_CONFIG_PATH } from '../../src/domain/paths';
import type { Transport } from '../../dataProvider/calls';
import { fakeTransport, noCalls, WithTransport } from './support/fakeTransport';

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

/**
 * `transport` with GET /panel-config answered by `config` as the reference gateway does (an Error
 * fails the call, as a gateway without it does); every other call goes on to `transport`.
 */
export function servingPanelConfig(transport: Transport, config: PanelConfig | Error = NO_EXTRAS) {
  return fakeTransport((path, options) => {
    if (path !== PANEL_CONFIG_PATH) return transport.request(path, options);
    if (config instanceof Error) throw config;
    return config;
  });
}

interface Options {
  path?: string;
  /** Route pattern the page is mounted at (defaults to the path without its query). */
  route?: string;
  authProvider?: AuthProvider;
  /** The gateway as the page's calls meet it; by default, one that expects no call. */
  transport?: Transport;
  /** What the gateway answers to GET /panel-config (an Error: it does not offer it). */
  config?: PanelConfig | Error;
}

export async function renderPublic(page: ReactElement, { path = '/', route, authProvider = fakeAuthProvider(), transport = noCalls(), config }: Options = {}) {
  const gateway = servingPanelConfig(transport, config);
  const i18nProvider = await createI18nProvider({ declared: declaredMessagesOf(registry), sections: MESSAGE_SECTIONS });
  const locations: string[] = [];
  const utils = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => locations.push(location.pathname + location.search)}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()} theme={lightTheme}>
        <WithTransport transport={gateway}>
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
  return { ...utils, authProvider, gateway, locations, currentPath: () => locations[locations.length - 1] };
}
