import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './fonts';
import { App } from './App';
import { createI18nProvider } from './i18n';

// The stored language's catalogue is loaded before the first render so nothing flashes in English.
createI18nProvider().then((i18nProvider) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  );
});
