// A summary's filters live in the address (?warehouse=&group=&from=&to=), so a reload or a shared
// link opens the same view. Changes replace the history entry: the back button leaves the page
// rather than stepping through every toggle.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SummaryFilters } from './source';

export function useSummaryFilters(params: readonly string[]): [SummaryFilters, (patch: Readonly<Record<string, string | undefined>>) => void] {
  const [search, setSearch] = useSearchParams();
  const key = params.map((name) => `${name}=${search.get(name) ?? ''}`).join('&');
  const filters = useMemo(
    () => Object.fromEntries(params.map((name) => [name, search.get(name) || undefined])),
    // the parameters' values, not the search object, which is new on every navigation
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const change = useCallback(
    (patch: Readonly<Record<string, string | undefined>>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(patch)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [filters, change];
}
