import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { durationMessage, minutesSince } from './timeInStatus';

/** The lists' clock: it moves every 30 s, so time in status moves without asking the gateway. */
export const TICK_MS = 30_000;

/** `(since) => "12 min" | "2 h 5 min"`, translated, re-rendering its user every tick. */
export function useTimeInStatus(): (since: string) => string {
  const translate = useTranslate();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return useCallback(
    (since: string) => {
      const { key, options } = durationMessage(minutesSince(since, now));
      return translate(key, options);
    },
    [translate, now],
  );
}
