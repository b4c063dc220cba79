import { lazy, Suspense, useState } from 'react';
import { PUSH_ENABLED_KEY } from '../../../dataProvider/session';
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
  // where push is unavailable the panel says so in the user menu and asks nothing here
  if (state.permission === 'unsupported') return null;
  return (
    <Suspense fallback={null}>
      {!state.asked && <PushConsentDialog />}
      {state.on && state.permission === 'granted' && <PushDeviceSync />}
    </Suspense>
  );
}
