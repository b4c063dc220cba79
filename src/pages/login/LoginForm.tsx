import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePanelConfig, loadPanelConfig } from '../../config';
import { PasswordField } from '../form/PasswordField';
import { useFields, type Rules } from '../form/useFields';
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH, minLength, required } from '../form/validators';
import { getCaptchaToken, preloadCaptcha } from './captcha';
import { GoogleSignIn } from './GoogleSignIn';
import { errorMessage } from './errorMessage';

type LoginValues = { username: string; password: string };

const rules: Rules<LoginValues> = {
  username: [required(), minLength(USERNAME_MIN_LENGTH, { trim: true })],
  password: [required(), minLength(PASSWORD_MIN_LENGTH)],
};

const initialValues: LoginValues = { username: '', password: '' };

/** Username/password sign-in, the forgot-password link and, when configured, Google sign-in. */
export function LoginForm() {
  const translate = useTranslate();
  const login = useLogin();
  const config = usePanelConfig();
  const { values, field, validate, focus } = useFields(initialValues, rules);
  const [pending, setPending] = useState(false);
  // A refused sign-in is said under the form (read out as an alert), not in a toast far away.
  const [refusal, setRefusal] = useState<string | null>(null);

  const siteKey = config?.captcha?.siteKey;
  useEffect(() => {
    // Warm the captcha up so the token is quick to get on submit; a failure surfaces on submit.
    if (siteKey) preloadCaptcha(siteKey).catch(() => undefined);
  }, [siteKey]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !validate()) return;
    setPending(true);
    setRefusal(null);
    try {
      const { captcha } = await loadPanelConfig();
      const captchaKey = captcha ? await getCaptchaToken(captcha.siteKey, 'login') : undefined;
      // The authProvider answers { redirectTo } and useLogin navigates there.
      await login({ username: values.username.trim(), password: values.password, ...(captchaKey ? { captchaKey } : {}) });
    } catch (error) {
      setRefusal(errorMessage(error));
      // the field to fix: wrong credentials are most often the password
      focus('password');
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={pending}>
      <TextField
        {...field('username')}
        label={translate('app.login.username')}
        autoComplete="username"
        autoCapitalize="none"
        autoFocus
        required
        fullWidth
        margin="normal"
        variant="outlined"
        size="medium"
      />
      <PasswordField
        {...field('password')}
        label={translate('app.login.password')}
        autoComplete="current-password"
        required
        fullWidth
        margin="normal"
        variant="outlined"
        size="medium"
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5, mb: 2 }}>
        <Link component={RouterLink} to="/password/reset" variant="body2" underline="hover">
          {translate('app.login.forgot_password')}
        </Link>
      </Box>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        color="primary"
        size="large"
        fullWidth
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ py: 1.25 }}
      >
        {translate('app.login.sign_in')}
      </Button>
      {config?.googleClientId && (
        <>
          <Divider sx={{ my: 2.5, color: 'text.secondary', fontSize: 14 }}>{translate('app.login.or')}</Divider>
          <GoogleSignIn clientId={config.googleClientId} disabled={pending} />
        </>
      )}
    </Box>
  );
}
