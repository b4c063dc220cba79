import { useEffect, useState } from 'react';
import { useCheckAuth, useLocale, useLogin, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { FLASH_KEY } from '../../../../dataProvider/session';
import { toEnabledLanguage } from '../../../domain/languages';
import { useChangeLanguage } from '../../../i18n';
import { SignInView } from './SignInView';
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
  // the form waits for the check: a signed-in user must not see it flash before leaving
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    // Already signed in (e.g. a bookmarked /login): go to the panel instead.
    checkAuth({}, false)
      .then(() => navigate('/', { replace: true }))
      .catch(() => setSignedOut(true));
  }, [checkAuth, navigate]);

  if (!signedOut) return null;
  return (
    <SignInView
      language={locale}
      translate={translate}
      onLanguage={changeLanguage}
      // the authProvider answers { redirectTo } and useLogin navigates there
      signIn={login}
      forgotLink={(className, text) => (
        <Link className={className} to="/password/reset">
          {text}
        </Link>
      )}
      notice={notice}
    />
  );
}
