import { lazy, Suspense, useState } from 'react';
import { PUSH_ENABLED_KEY } from '../../../dataProvider/session';
import { useDialogTurn } from '../../framework/dialogTurns';
import { readPushConsent } from './consentCookie';
import { pushPermission } from './pushSupport';

// Loaded only when needed: the popup on a first visit, the device sync with push on.
const PushConsentDialog = lazy(() => import('./PushConsentDialog'));
const PushDeviceSync = lazy(() => import('./PushDeviceSync'));

function pushOn(): boolean {
  try {
    return localStorage.getItem(PUSH_ENABLED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Push beside the page: the first visit's consent popup, and this device kept registered. */
export function PushNotices() {
  const [state] = useState(() => ({ permission: pushPermission(), asked: readPushConsent() !== null, on: pushOn() }));
  const [answered, setAnswered] = useState(false);
  // where push is unavailable the panel says so in the user menu and asks nothing here
  const supported = state.permission !== 'unsupported';
  // The popup's turn is taken here, as the layout mounts, not by the lazy dialog once its code
  // has loaded: a boosted feature answered by the gateway meanwhile would otherwise go first.
  const open = useDialogTurn('push-consent', supported && !state.asked && !answered);
  if (!supported) return null;
  return (
    <Suspense fallback={null}>
      {!state.asked && <PushConsentDialog open={open} onAnswered={() => setAnswered(true)} />}
      {state.on && state.permission === 'granted' && <PushDeviceSync />}
    </Suspense>
  );
}
