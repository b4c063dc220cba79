import { lazy } from 'react';
import { Admin, CustomRoutes, type I18nProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { registry } from './framework/registry';
import { registryResources, specRoutes } from './framework/resourceRoutes';
import { RootRedirect } from './framework/RootRedirect';
import { AppLayout } from './layout/AppLayout';
import { ErrorPage } from './layout/ErrorPage';
import { NoMatch } from './layout/NoMatch';
import { LoginPage } from './pages/login/LoginPage';
import { darkTheme, lightTheme } from './theme';

// Public pages are rarely visited: keep them out of the first load.
const HealthPage = lazy(() => import('./pages/HealthPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const FieldgoRedirect = lazy(() => import('./pages/FieldgoRedirect'));

// Built once: new <Resource> elements on every render make react-admin re-register the resources,
// which re-renders the admin and loops (seen on the logout that follows a cold protected visit).
const RESOURCES = registryResources(registry);
const SPEC_ROUTES = specRoutes(registry);

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <Admin
      disableTelemetry
      requireAuth
      title="Franchise Panel"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={lightTheme}
      darkTheme={darkTheme}
      loginPage={LoginPage}
      layout={AppLayout}
      dashboard={RootRedirect}
      catchAll={NoMatch}
      error={ErrorPage}
    >
      <CustomRoutes noLayout>
        <Route path="/health" element={<HealthPage />} />
        <Route path="/password/reset" element={<ResetPasswordPage />} />
        <Route path="/fieldgo" element={<FieldgoRedirect />} />
      </CustomRoutes>
      <CustomRoutes>{SPEC_ROUTES}</CustomRoutes>
      {RESOURCES}
    </Admin>
  );
}
