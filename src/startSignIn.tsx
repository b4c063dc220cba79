import { StrictMode, useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createAuthProvider } from '../authProvider/createAuthProvider';
import { calls } from '../dataProvider/live';
import { FLASH_KEY } from '../dataProvider/session';
import type { NamesPanelRoute } from './domain/redirect';
import type { EnabledLanguageCode } from './domain/languages';
import type { GoogleLoginPayload, LoginPayload } from './domain/types';
import en from './i18n/en';
import { lookupTranslate, type Translate } from './i18n/lookup';
import { persistLanguage, readStoredLanguage } from './i18n/storage';
import type { CarriedSignIn } from './screens/public/login/SignInForm';
import { SignInView } from './screens/public/login/SignInView';
import { carriedFromPrerendered } from './screens/public/login/carriedSignIn';
import { useFlash } from './screens/public/login/useFlash';

// The first page of a visit without a session, drawn before react-admin, MUI and the panel have
// loaded (issue #9: a phone must get a usable sign-in form fast). It is the panel's own sign-in
// form and authProvider; once signed in, the page is replaced by the panel at its destination.

const catalogues: Record<EnabledLanguageCode, () => Promise<Record<string, unknown>>> = {
  en: () => Promise.resolve(en),
  tr: () => import('./i18n/tr').then((module) => module.default),
};

async function translatorFor(language: EnabledLanguageCode): Promise<Translate> {
  return lookupTranslate(await catalogues[language]().catch(() => en));
}

// Where a redirect_uri may lead is the registry's knowledge: loaded on the first sign-in, not
// with the page (until then only "/" would pass, and a sign-in always waits for it).
let panelRoutes: NamesPanelRoute | null = null;
async function loadPanelRoutes(): Promise<void> {
  if (panelRoutes) return;
  const [{ registry }, { namesPanelRoute }] = await Promise.all([import('./registryShell'), import('./framework/namesPanelRoute')]);
  panelRoutes = namesPanelRoute(registry);
}

const authProvider = createAuthProvider({ calls, namesPanelRoute: (pathname) => (panelRoutes ? panelRoutes(pathname) : pathname === '/') });

async function signIn(payload: LoginPayload | GoogleLoginPayload): Promise<void> {
  await loadPanelRoutes();
  const { redirectTo } = (await authProvider.login(payload)) as { redirectTo?: string | false };
  // the panel itself opens the destination (a user without roles is reloaded by the provider)
  if (typeof redirectTo === 'string') window.location.replace(redirectTo);
  else await new Promise(() => undefined); // the page is leaving: keep the form busy until then
}

function SignInPage({ initial, carried }: { initial: { language: EnabledLanguageCode; translate: Translate }; carried?: CarriedSignIn }) {
  const [{ language, translate }, setLanguage] = useState(initial);
  const notice = useFlash(FLASH_KEY);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const changeLanguage = useCallback((next: EnabledLanguageCode) => {
    persistLanguage(next);
    void translatorFor(next).then((nextTranslate) => setLanguage({ language: next, translate: nextTranslate }));
  }, []);

  return (
    <SignInView
      language={language}
      translate={translate}
      onLanguage={changeLanguage}
      signIn={signIn}
      forgotLink={(className, text) => (
        <a className={className} href="/password/reset">
          {text}
        </a>
      )}
      notice={notice}
      carried={carried}
    />
  );
}

/**
 * Draws the sign-in page into `root`, in the stored (or the browser's) language. The gateway
 * serves /login with the page already drawn (login.html): what was typed there is carried over.
 */
export async function startSignIn(root: HTMLElement): Promise<void> {
  const language = readStoredLanguage();
  const translate = await translatorFor(language);
  const carried = carriedFromPrerendered(root);
  const reactRoot = createRoot(root);
  // drawn in this same task: no keystroke can land on the pre-drawn form after it was read
  flushSync(() =>
    reactRoot.render(
      <StrictMode>
        <SignInPage initial={{ language, translate }} carried={carried} />
      </StrictMode>,
    ),
  );
}
