import { useCallback, useState } from 'react';

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** A boolean preference in localStorage (kept across logout by the session keep-list). */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => read(key));
  const update = useCallback(
    (next: boolean) => {
      try {
        localStorage.setItem(key, String(next));
      } catch {
        // storage unavailable: the choice lasts for this page only
      }
      setValue(next);
    },
    [key],
  );
  return [value, update];
}
