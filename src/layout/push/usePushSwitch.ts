// Turning push on and off, for the consent popup and the user menu's toggle (spec): without browser
// support an error shows; without permission a warning shows and permission is asked; each
// message stays PUSH_MESSAGE_MS. Once allowed, the browser is registered with the gateway; a
// failure there is only logged (spec) and the switch stays on, so the next visit tries again.
import { useCallback } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import { PUSH_MESSAGE_MS } from '../../domain/push';
import { useCalls } from '../../framework/calls';
import { logPushError, registerPushDevice, unregisterPushDevice } from './pushDevice';
import { pushPermission } from './pushSupport';

export function usePushSwitch(setEnabled: (on: boolean) => void): { turnOn: (warn: boolean) => Promise<boolean>; turnOff: () => void } {
  const notify = useNotify();
  const { auth } = useCalls();
  const [locale] = useLocaleState();

  const turnOn = useCallback(
    async (warn: boolean) => {
      let permission = pushPermission();
      if (permission === 'unsupported') {
        notify('push.unsupported', { type: 'error', autoHideDuration: PUSH_MESSAGE_MS });
        return false;
      }
      if (permission !== 'granted') {
        if (warn) notify(permission === 'denied' ? 'push.denied' : 'push.permission_needed', { type: 'warning', autoHideDuration: PUSH_MESSAGE_MS });
        permission = await Notification.requestPermission().catch(() => 'denied' as const);
        if (permission !== 'granted') return false;
      }
      setEnabled(true);
      await registerPushDevice(auth, locale).catch(logPushError);
      return true;
    },
    [auth, locale, notify, setEnabled],
  );

  const turnOff = useCallback(() => {
    setEnabled(false);
    unregisterPushDevice(auth, locale).catch(logPushError);
  }, [auth, locale, setEnabled]);

  return { turnOn, turnOff };
}
