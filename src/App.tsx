import type { ReactNode } from 'react';
import { AdminContext, CustomRoutes, localStorageStore, type I18nProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { createAuthProvider } from '../authProvider';
import { calls, createDataProvider } from '../dataProvider';
import { BridgeConnector } from './framework/BridgeConnector';
import { CallsContext } from './framework/calls';
import { createCanAccess } from './framework/canAccess';
import { namesPanelRoute } from './framework/namesPanelRoute';
import { createPanelQueryClient } from './framework/queryClient';
import { RegistryContext } from './framework/registry';
import { registryResources, specRoutes } from './framework/resourceRoutes';
import { RootRedirect } from './framework/RootRedirect';
import { AppLayout } from './layout/AppLayout';
import { PanelUI } from './layout/PanelUI';
import { HeaderWidgets } from './widgets/HeaderWidgets';
import { OrderNotices } from './widgets/orderNotices/OrderNotices';
import { PushNotices } from './layout/push/PushNotices';
import { ErrorPage } from './layout/ErrorPage';
import { NoMatch } from './layout/NoMatch';
import { LoginPage } from './screens/public/login/LoginPage';
import { PUBLIC_PAGES } from './screens/public/publicPages';
import { LIST_PARTS, SCREENS, SUMMARY_SOURCES } from './screens/catalogue';
import { registry } from './registryShell';
import { darkTheme, lightTheme } from './theme';

// The registry is built here, at the top (src/registryShell.ts: each declaration's shell, its whole
// declaration loaded with its screen), and handed down: to the
// views through RegistryContext (useRegistry), to the providers as what they need of it.
// The providers know no registry: its access rule and its routes (where a redirect_uri may lead)
// are handed to them here, and the typed gateway calls built on the one client (to the
// authProvider, and to every screen through CallsContext). localStorage and the live bridge are
// the defaults.
const dataProvider = createDataProvider(registry);
const authProvider = createAuthProvider({ calls, canAccess: createCanAccess(registry), namesPanelRoute: namesPanelRoute(registry) });

// The spec's cache lifetimes per resource (600,000 ms; people and couriers 7,200,000 ms).
const QUERY_CLIENT = createPanelQueryClient(registry);

// <Admin>'s own default: preferences such as list filters and the sidebar survive a reload.
const STORE = localStorageStore();

// Built once: new <Resource> elements on every render make react-admin re-register the resources,
// which re-renders the admin and loops (seen on the logout that follows a cold protected visit).
const RESOURCES = registryResources(registry);
const SPEC_ROUTES = specRoutes(registry, { screens: SCREENS, listParts: LIST_PARTS, summarySources: SUMMARY_SOURCES });

// The shell and what goes into it: the layout knows no widget (the layers point one way).
const HEADER_WIDGETS = <HeaderWidgets />;
const NOTICES = (
  <>
    <OrderNotices />
    <PushNotices />
  </>
);
function PanelLayout({ children }: { children: ReactNode }) {
  return (
    <AppLayout headerWidgets={HEADER_WIDGETS} notices={NOTICES}>
      {children}
    </AppLayout>
  );
}

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    // <Admin> split in two, as react-admin documents, so the bridge is connected before its
    // routes render: the http client's and authProvider's navigations stay in the app even
    // while the session is still being checked, instead of loading the page again.
    <RegistryContext.Provider value={registry}>
      <CallsContext.Provider value={calls}>
        <AdminContext
          dataProvider={dataProvider}
          queryClient={QUERY_CLIENT}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={STORE}
          theme={lightTheme}
          darkTheme={darkTheme}
        >
          <BridgeConnector />
          <PanelUI
            disableTelemetry
            requireAuth
            title="Franchise Panel"
            loginPage={LoginPage}
            layout={PanelLayout}
            dashboard={RootRedirect}
            catchAll={NoMatch}
            error={ErrorPage}
          >
            <CustomRoutes noLayout>
              {PUBLIC_PAGES.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </CustomRoutes>
            <CustomRoutes>{SPEC_ROUTES}</CustomRoutes>
            {RESOURCES}
          </PanelUI>
        </AdminContext>
      </CallsContext.Provider>
    </RegistryContext.Provider>
  );
}
