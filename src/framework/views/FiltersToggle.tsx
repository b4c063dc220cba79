import FilterListIcon from '@mui/icons-material/FilterList';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** How many filters narrow the list now (a search counts; an emptied field does not). */
export function activeFilterCount(filterValues: Record<string, unknown>): number {
  return Object.values(filterValues).filter((value) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)).length;
}

/**
 * On a phone the list's filter fields fold behind this one button, so the first record is in
 * view: it says how many filters are on, and opens or folds the fields.
 */
export function FiltersToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const count = activeFilterCount(filterValues);
  return (
    // MUI's own button: react-admin's hides its label on a phone, and the count is the point here
    <Button size="small" startIcon={<FilterListIcon />} onClick={onToggle} aria-expanded={open} sx={{ mr: 'auto' }}>
      {count > 0 ? translate('app.framework.filters.active', { smart_count: count }) : translate('app.framework.filters.show')}
    </Button>
  );
}
