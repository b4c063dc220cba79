import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import './fonts';
import { createSessionStore } from '../dataProvider/session';
import { App } from './App';
import { signedOutStart } from './domain/redirect';
import { createI18nProvider } from './i18n';
import { declaredMessagesOf } from './framework/entryMessages';
import { registry } from './framework/registry';
import { PUBLIC_PATHS } from './pages/publicPages';

// A visit without a session starts on the sign-in page, decided here before anything mounts:
// react-admin would first mount its protected routes and log out from there, a loop of cache
// clears and auth checks that can starve the page (issue #9). The router then starts at /login.
const start = createSessionStore().accessToken() ? null : signedOutStart(window.location, PUBLIC_PATHS);
if (start) window.history.replaceState(null, '', start);

// The stored language's catalogue is loaded before the first render so nothing flashes in English.
// A browser router: the spec's paths are real paths (/staff/leave/list), not hash fragments. A
// data router, because only that one can hold a navigation back: forms with unsaved changes ask
// before a menu click, a link or the browser's back button leaves them (react-router's useBlocker).
createI18nProvider(declaredMessagesOf(registry)).then((i18nProvider) => {
  const router = createBrowserRouter([{ path: '*', element: <App i18nProvider={i18nProvider} /> }]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
