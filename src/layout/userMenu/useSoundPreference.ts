import { useCallback, useState } from 'react';
import { setSoundPreference, soundPreference } from '../../framework/preferenceCookie';

/** The notification-sound toggle's state, kept in its 365-day cookie (spec 9). */
export function useSoundPreference(): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(soundPreference);
  const update = useCallback((next: boolean) => {
    setSoundPreference(next);
    setValue(next);
  }, []);
  return [value, update];
}
