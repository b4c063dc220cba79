// Renders the generated resource views the way the panel mounts them: react-admin's AdminContext
// with the English catalogue (plus the framework's texts, the enumerations and the test entry's
// own texts), a fake authProvider answering canAccess per action, and a recording dataProvider.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  TitlePortal,
  memoryStore,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { declaredMessages } from '../../../src/framework/entryMessages';
import { actionMessages } from '../../../src/framework/views/actions/messages';
import { seriesMessages } from '../../../src/framework/views/charts/seriesMessages';
import type { Country, Timezone } from '../../../src/domain/types';
import { RegistryContext } from '../../../src/framework/registry';
import type { ResourceEntry } from '../../../src/framework/types';
import en from '../../../src/i18n/en';
import tr from '../../../src/i18n/tr';
import { withSections } from '../../../src/i18n/sections';
import { MESSAGE_SECTIONS } from '../../../src/messageSections';
import { registry } from '../../../src/registryOfResources';
import { lightTheme } from '../../../src/theme';

export function i18nFor(entries: readonly ResourceEntry[], language: 'en' | 'tr' = 'en') {
  const catalogue = { en, tr }[language];
  // the declarations' texts and labels, every section, and the actions' and a series' (a lazy view adds them to the panel's provider)
  const messages = withSections({ ...catalogue, ...declaredMessages(entries, language) }, [...MESSAGE_SECTIONS, actionMessages, seriesMessages], language);
  return polyglotI18nProvider(() => messages, language);
}

/** A signed-in TR session: Istanbul time and Turkish lira, like the seed's owner. */
export function storeTurkishSession() {
  const timezone: Timezone = { id: 'tz-ist', timezone: 'Europe/Istanbul' };
  const country: Country = {
    _id: 'c-tr',
    code: { alpha2: 'TR' },
    currency: { code: { alpha: 'TRY' } },
    timezones: [timezone],
    countryCode: '90',
  };
  localStorage.setItem('user-country', JSON.stringify(country));
  localStorage.setItem('timezone', JSON.stringify(timezone));
}

/** An authProvider whose canAccess allows exactly `actions`. */
export function authAllowing(actions: readonly string[]): AuthProvider {
  return {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => undefined),
    canAccess: vi.fn(async ({ action }: { action: string }) => actions.includes(action)),
  };
}

interface Options {
  path: string;
  dataProvider: DataProvider;
  authProvider?: AuthProvider;
  entries?: readonly ResourceEntry[];
  language?: 'en' | 'tr';
}

/** Mounts `ui` alone (fields, forms) inside the admin context. */
export function renderInAdmin(ui: ReactElement, { path, dataProvider, authProvider = authAllowing(['list', 'show', 'edit', 'create']), entries = [], language = 'en' }: Options) {
  const locations: string[] = [];
  const utils = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => locations.push(location.pathname)}>
      <RegistryContext.Provider value={registry}>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nFor(entries, language)}
          store={memoryStore()}
          theme={lightTheme}
        >
          {/* Where react-admin puts page titles, as the panel's header does. */}
          <TitlePortal />
          {ui}
          <Notification />
        </AdminContext>
      </RegistryContext.Provider>
    </TestMemoryRouter>,
  );
  return { ...utils, locations };
}

type View = (props: { entry: ResourceEntry }) => ReactElement | null;

/** The entry's spec routes, each rendering its generated view in the resource's context. */
export function renderRoutes(entry: ResourceEntry, views: { list?: View; show?: View; create?: View }, options: Omit<Options, 'entries'>) {
  const routes = (['list', 'show', 'create'] as const).flatMap((kind) => {
    const path = entry.routes[kind];
    const View = views[kind];
    if (!path || !View) return [];
    return [
      <Route
        key={kind}
        path={path}
        element={
          <ResourceContextProvider value={entry.name}>
            <View entry={entry} />
          </ResourceContextProvider>
        }
      />,
    ];
  });
  return renderInAdmin(<Routes>{routes}</Routes>, { ...options, entries: [entry] });
}
