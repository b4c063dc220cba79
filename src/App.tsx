import { lazy } from 'react';
import { Admin, CustomRoutes, type I18nProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { PageRoute } from './framework/PageRoute';
import { registry } from './framework/registry';
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
      <CustomRoutes>
        {registry.flatMap((entry) => (entry.kind === 'page' ? [entry] : [])).map((entry) => (
          <Route key={entry.name} path={entry.path} element={<PageRoute entry={entry} />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
