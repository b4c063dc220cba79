import { useCallback, useMemo, useState } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import type { ResourceEntry } from '../types';
import { FiltersToggle } from './FiltersToggle';
import { ListActions } from './ListActions';

/**
 * What every list of a declared resource (the generated one and a screen's own, like the worker
 * programs') puts around its rows: the toolbar's actions and the frame's styles. On a phone the
 * filter fields fold behind one Filters button (kept mounted, so their values stay), so the first
 * record shows without scrolling.
 */
export function useListFrame(entry: ResourceEntry, hasFilters: boolean) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((shown) => !shown), []);
  const folded = phone && hasFilters;
  const actions = useMemo(
    () => <ListActions entry={entry} filtersToggle={folded ? <FiltersToggle open={open} onToggle={toggle} /> : undefined} />,
    [entry, folded, open, toggle],
  );
  const sx = useMemo(
    () => ({
      // On a phone a wide table scrolls inside its card instead of widening the whole page: the
      // list takes the width it is given (inline-size containment), never its table's.
      contain: 'inline-size',
      '& .RaList-main': { minWidth: 0 },
      '& .RaList-content': { overflowX: 'auto' },
      // react-admin lifts the bulk bar 48 px up over the list's top actions, out of the content
      // card, whose sideways scrolling clips it (overflow-x makes overflow-y clip too): the bar
      // takes its own line above the table instead, in view.
      '& .RaBulkActionsToolbar-toolbar.RaBulkActionsToolbar-toolbar': { position: 'static', transform: 'none' },
      // Filters line up by their tops, so a field's message below it moves no other field. The
      // filter form has no class of its own: it is the toolbar's form.
      '& .RaList-actions > form': { alignItems: 'flex-start', ...(folded && !open ? { display: 'none' } : {}) },
    }),
    [folded, open],
  );
  return { actions, sx };
}
