import { useCallback, useEffect, useState } from 'react';

/**
 * Which group is open: at most one at a time, and the group of the current route opens by itself
 * whenever the route moves into it.
 */
export function useOpenGroup<K extends string>(routeGroup: K | null): [K | null, (group: K) => void] {
  const [open, setOpen] = useState<K | null>(routeGroup);
  useEffect(() => {
    if (routeGroup) setOpen(routeGroup);
  }, [routeGroup]);
  const toggle = useCallback((group: K) => setOpen((current) => (current === group ? null : group)), []);
  return [open, toggle];
}
