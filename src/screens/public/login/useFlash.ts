import { useEffect, useState } from 'react';

// sessionStorage can throw (disabled storage): there is then simply no message.
function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The one-shot message (a translation key) a flow that ended on the sign-in page left for it,
 * e.g. "no roles" after an automatic logout: shown for this visit, then forgotten. Read during
 * render and removed after it, so Strict Mode's second render still sees it.
 */
export function useFlash(key: string): string | null {
  const [message] = useState(() => read(key));
  useEffect(() => {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // nothing kept, nothing to forget
    }
  }, [key]);
  return message;
}
