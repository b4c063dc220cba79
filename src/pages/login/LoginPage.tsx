import { useEffect } from 'react';
import { useCheckAuth, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LanguageMenuButton } from '../LanguageMenuButton';
import { PublicLayout } from '../PublicLayout';
import { LoginForm } from './LoginForm';
import { useFlashMessage } from './useFlashMessage';

/** react-admin's loginPage, shown at /login without the layout. */
export function LoginPage() {
  const translate = useTranslate();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  useFlashMessage();

  useEffect(() => {
    // Already signed in (e.g. a bookmarked /login): go to the panel instead.
    checkAuth({}, false)
      .then(() => navigate('/', { replace: true }))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  return (
    <PublicLayout
      title={translate('app.login.welcome_title')}
      tabTitle={translate('ra.auth.sign_in')}
      subtitle={translate('app.login.welcome_text')}
      actions={<LanguageMenuButton />}
    >
      <LoginForm />
    </PublicLayout>
  );
}
