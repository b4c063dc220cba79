import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { createI18nProvider } from './i18n';
import { declaredMessagesIn } from './registryShell';
import { MESSAGE_SECTIONS } from './messageSections';

/**
 * Draws the panel into `root`. The stored language's catalogue is loaded before the first render
 * so nothing flashes in English. A browser router: the spec's paths are real paths
 * (/staff/leave/list), not hash fragments. A data router, because only that one can hold a
 * navigation back: forms with unsaved changes ask before a menu click, a link or the browser's
 * back button leaves them (react-router's useBlocker).
 */
export async function startPanel(root: HTMLElement): Promise<void> {
  const i18nProvider = await createI18nProvider({ declared: declaredMessagesIn, sections: MESSAGE_SECTIONS });
  const router = createBrowserRouter([{ path: '*', element: <App i18nProvider={i18nProvider} /> }]);
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
