import { useEffect } from 'react';
import { useCheckAuth, useLocale, useLogin, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { FLASH_KEY } from '../../../../dataProvider/session';
import { toEnabledLanguage } from '../../../domain/languages';
import { useChangeLanguage } from '../../../i18n';
import { LanguageMenu } from './LanguageMenu';
import { SignInCard } from './SignInCard';
import { SignInForm } from './SignInForm';
import { useFlash } from './useFlash';

/** react-admin's loginPage, shown at /login without the layout once the panel has loaded. */
export function LoginPage() {
  const translate = useTranslate();
  const locale = toEnabledLanguage(useLocale());
  const changeLanguage = useChangeLanguage();
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const notice = useFlash(FLASH_KEY);

  useEffect(() => {
    // Already signed in (e.g. a bookmarked /login): go to the panel instead.
    checkAuth({}, false)
      .then(() => navigate('/', { replace: true }))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  return (
    <SignInCard
      title={translate('app.login.welcome_title')}
      tabTitle={translate('ra.auth.sign_in')}
      subtitle={translate('app.login.welcome_text')}
      actions={<LanguageMenu current={locale} label={translate('app.login.language')} onChange={changeLanguage} />}
    >
      <SignInForm
        translate={translate}
        locale={locale}
        // the authProvider answers { redirectTo } and useLogin navigates there
        signIn={login}
        forgotLink={(className, text) => (
          <Link className={className} to="/password/reset">
            {text}
          </Link>
        )}
        notice={notice}
      />
    </SignInCard>
  );
}
