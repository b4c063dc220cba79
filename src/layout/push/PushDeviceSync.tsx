import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { useCalls } from '../../framework/calls';
import { logPushError, registerPushDevice } from './pushDevice';

/**
 * With push on and allowed, registers this browser again once per page load: the gateway then
 * holds its current subscription for this user and franchise (after a franchise switch, or once
 * the push service had reported an old one gone).
 */
export default function PushDeviceSync() {
  const { auth } = useCalls();
  const [locale] = useLocaleState();
  useEffect(() => {
    registerPushDevice(auth, locale).catch(logPushError);
    // once per page load: a language change sends its own webDeviceInfo (LanguageItem)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auth]);
  return null;
}
