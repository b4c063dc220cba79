import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Button from '@mui/material/Button';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LanguageMenuButton } from './LanguageMenuButton';
import { PublicLayout } from './PublicLayout';
import { RequestResetForm } from './reset/RequestResetForm';
import { SetPasswordForm } from './reset/SetPasswordForm';

/**
 * /password/reset: with a `token` (the e-mailed link) the set-new-password form, otherwise the
 * request-a-link form. `reason=required` is set by sign-in when the password must be changed.
 */
export default function ResetPasswordPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const username = params.get('username') ?? '';
  const required = params.get('reason') === 'required';
  // a signed-in user sent here to change the password can only do that, or sign out
  const { identity } = useGetIdentity();
  const logout = useLogout();

  return (
    <PublicLayout
      title={translate(token ? 'app.reset_password.set_title' : 'app.reset_password.title')}
      actions={<LanguageMenuButton />}
    >
      {required && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.auth.reset_password_required')}
        </Alert>
      )}
      {token ? <SetPasswordForm token={token} username={username} /> : <RequestResetForm username={username} />}
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        {identity?.id ? (
          <Button onClick={() => logout()}>{translate('ra.auth.logout')}</Button>
        ) : (
          <Link component={RouterLink} to="/login" variant="body2" underline="hover">
            {translate('app.reset_password.back_to_login')}
          </Link>
        )}
      </Box>
    </PublicLayout>
  );
}
