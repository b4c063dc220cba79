import type { ReactNode } from 'react';
import type { EnabledLanguageCode } from '../../../domain/languages';
import type { GoogleLoginPayload, LoginPayload } from '../../../domain/types';
import type { Translate } from '../../../i18n/lookup';
import { LanguageMenu } from './LanguageMenu';
import { SignInCard } from './SignInCard';
import { SignInForm, type CarriedSignIn } from './SignInForm';

export interface SignInViewProps {
  language: EnabledLanguageCode;
  translate: Translate;
  onLanguage: (language: EnabledLanguageCode) => void;
  signIn: (payload: LoginPayload | GoogleLoginPayload) => Promise<unknown>;
  forgotLink: (className: string, text: string) => ReactNode;
  notice?: string | null;
  carried?: CarriedSignIn;
  awaitingScript?: boolean;
}

/**
 * The sign-in page as one view: drawn by the first page of a visit (startSignIn.tsx), by the
 * panel at /login (LoginPage.tsx), and at build time into login.html (staticSignIn.tsx).
 */
export function SignInView({ language, translate, onLanguage, signIn, forgotLink, notice, carried, awaitingScript }: SignInViewProps) {
  return (
    <SignInCard
      title={translate('app.login.welcome_title')}
      tabTitle={translate('ra.auth.sign_in')}
      subtitle={translate('app.login.welcome_text')}
      actions={<LanguageMenu current={language} label={translate('app.login.language')} onChange={onLanguage} />}
    >
      <SignInForm
        translate={translate}
        locale={language}
        signIn={signIn}
        forgotLink={forgotLink}
        notice={notice}
        carried={carried}
        awaitingScript={awaitingScript}
      />
    </SignInCard>
  );
}
