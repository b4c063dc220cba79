import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './fonts';
import { App } from './App';
import { createI18nProvider } from './i18n';

// The stored language's catalogue is loaded before the first render so nothing flashes in English.
// A browser router: the spec's paths are real paths (/staff/leave/list), not hash fragments.
createI18nProvider().then((i18nProvider) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <App i18nProvider={i18nProvider} />
      </BrowserRouter>
    </StrictMode>,
  );
});
