import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PUSH_ENABLED_KEY } from '../../../dataProvider/session';
import { useStoredFlag } from '../userMenu/useStoredFlag';
import { writePushConsent, type PushConsent } from './consentCookie';
import { usePushSwitch } from './usePushSwitch';

/**
 * The first visit's push consent popup (spec): the answer is kept in a cookie for 365 days; yes
 * asks the browser's permission and registers this device. PushNotices holds its turn among the
 * dialogs that open by themselves.
 */
export default function PushConsentDialog({ open, onAnswered }: { open: boolean; onAnswered: () => void }) {
  const translate = useTranslate();
  const [, setEnabled] = useStoredFlag(PUSH_ENABLED_KEY);
  const { turnOn } = usePushSwitch(setEnabled);
  const answer = (consent: PushConsent) => {
    writePushConsent(consent);
    onAnswered();
    if (consent === 'yes') void turnOn(false);
  };
  return (
    <Dialog open={open} onClose={() => answer('no')} aria-labelledby="push-consent-title" aria-describedby="push-consent-text" maxWidth="xs">
      <DialogTitle id="push-consent-title">{translate('push.consent_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="push-consent-text">{translate('push.consent_text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer('no')}>{translate('push.consent_no')}</Button>
        <Button variant="contained" onClick={() => answer('yes')}>
          {translate('push.consent_yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
