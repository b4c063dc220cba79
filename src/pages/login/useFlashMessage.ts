import { useEffect } from 'react';
import { useNotify } from 'react-admin';

/** sessionStorage key of a one-shot message (a translation key) for the next login page. */
export const FLASH_KEY = 'flash';

/**
 * Shows the message left by a flow that ended on the login page (e.g. "no roles" after an
 * automatic logout) once, then forgets it.
 */
export function useFlashMessage(): void {
  const notify = useNotify();
  useEffect(() => {
    let key: string | null = null;
    try {
      key = sessionStorage.getItem(FLASH_KEY);
      sessionStorage.removeItem(FLASH_KEY);
    } catch {
      return;
    }
    if (key) notify(key, { type: 'warning', autoHideDuration: 10000, messageArgs: { _: key } });
  }, [notify]);
}
