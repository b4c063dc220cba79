import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../login/errorMessage';
import { useFields, type Rules } from '../form/useFields';
import { USERNAME_MIN_LENGTH, minLength, required } from '../form/validators';
import { useCalls } from '../../../framework/calls';

type RequestValues = { username: string };

const rules: Rules<RequestValues> = { username: [required(), minLength(USERNAME_MIN_LENGTH, { trim: true })] };

/** Asks the gateway to e-mail a reset link; the answer never tells whether the account exists. */
export function RequestResetForm({ username = '' }: { username?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { auth } = useCalls();
  const { values, field, validate } = useFields({ username }, rules, translate);
  const [state, setState] = useState<'idle' | 'pending' | 'sent'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'pending' || !validate()) return;
    setState('pending');
    try {
      await auth.resetPasswordEmail(values.username.trim());
      setState('sent');
    } catch (error) {
      const message = errorMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
      setState('idle');
    }
  };

  if (state === 'sent') {
    return (
      <Alert severity="success" role="status">
        {translate('app.reset_password.request_sent')}
      </Alert>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={state === 'pending'}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.reset_password.request_text')}
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
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={state === 'pending'}
        startIcon={state === 'pending' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ mt: 2, py: 1.25 }}
      >
        {translate('app.reset_password.send_link')}
      </Button>
    </Box>
  );
}
