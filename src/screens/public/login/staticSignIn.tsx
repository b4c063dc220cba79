import { renderToString } from 'react-dom/server';
import { documentTitle } from '../../../domain/brand';
import { DEFAULT_LANGUAGE } from '../../../domain/languages';
import en from '../../../i18n/en';
import { lookupTranslate } from '../../../i18n/lookup';
import { SignInView } from './SignInView';

// Run at build time only (scripts/build/prerenderSignIn.ts): the sign-in page drawn into the
// HTML the gateway serves at /login, so a phone paints the form before any script has run.

const never = () => new Promise<never>(() => undefined);

/** The built index.html with the English sign-in page drawn into its root and its tab title. */
export function prerenderedSignIn(indexHtml: string): string {
  const translate = lookupTranslate(en);
  const markup = renderToString(
    <SignInView
      language={DEFAULT_LANGUAGE}
      translate={translate}
      onLanguage={() => undefined}
      signIn={never}
      forgotLink={(className, text) => (
        <a className={className} href="/password/reset">
          {text}
        </a>
      )}
      awaitingScript
    />,
  );
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no empty ${root} to draw the sign-in page into`);
  return indexHtml
    .replace(root, `<div id="root">${markup}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(documentTitle(translate('ra.auth.sign_in')))}</title>`);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
