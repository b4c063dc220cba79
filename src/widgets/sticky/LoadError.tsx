import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A list the gateway did not send: its reason (the gateway's localized message or a translation
 * key) and a way to ask again, instead of an empty list that would read as "nobody, nothing".
 */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('ra.action.refresh')}
        </Button>
      }
    >
      {translate(error.message || 'app.error.default', { _: error.message || translate('app.error.default') })}
    </Alert>
  );
}
