import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetIdentity, useLogout, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../login/errorMessage';
import { PasswordField } from '../form/PasswordField';
import { useFields, type Rules } from '../form/useFields';
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH, matches, minLength, required } from '../form/validators';
import { useCalls } from '../../../framework/calls';

type SetPasswordValues = { username: string; password: string; confirmation: string };

const rules: Rules<SetPasswordValues> = {
  username: [required(), minLength(USERNAME_MIN_LENGTH, { trim: true })],
  password: [required(), minLength(PASSWORD_MIN_LENGTH)],
  confirmation: [required(), matches('password')],
};

/** The form behind the e-mailed link: the token comes from the link, the user picks a password. */
export function SetPasswordForm({ token, username = '' }: { token: string; username?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { auth } = useCalls();
  const navigate = useNavigate();
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const { values, field, validate } = useFields({ username, password: '', confirmation: '' }, rules, translate);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !validate()) return;
    setPending(true);
    try {
      await auth.resetPasswordVerify({ username: values.username.trim(), password: values.password, token });
      notify('app.reset_password.success', { type: 'success' });
      // the change ended every session of the user, this tab's too: sign in with the new password
      if (identity?.id) await logout();
      else navigate('/login', { replace: true });
    } catch (error) {
      const message = errorMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
      setPending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={pending}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.reset_password.set_text')}
      </Typography>
      <TextField
        {...field('username')}
        label={translate('app.reset_password.username')}
        autoComplete="username"
        autoCapitalize="none"
        required
        fullWidth
        margin="normal"
        variant="outlined"
        size="medium"
      />
      <PasswordField
        {...field('password')}
        label={translate('app.reset_password.new_password')}
        autoComplete="new-password"
        required
        fullWidth
        margin="normal"
        variant="outlined"
        size="medium"
      />
      <PasswordField
        {...field('confirmation')}
        label={translate('app.reset_password.confirm_password')}
        autoComplete="new-password"
        required
        fullWidth
        margin="normal"
        variant="outlined"
        size="medium"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ mt: 2, py: 1.25 }}
      >
        {translate('app.reset_password.save')}
      </Button>
    </Box>
  );
}
