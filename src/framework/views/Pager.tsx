import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../domain/constants';

export interface PagerProps {
  /** From 1. */
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (size: number) => void;
}

/**
 * The pages of a list that is not a react-admin list (a screen's own call): previous / next, where
 * the rows shown are, and the page size, 10, 25, 50 or 100 as on every list.
 */
export function Pager({ page, perPage, total, onPage, onPerPage }: PagerProps) {
  const translate = useTranslate();
  const from = Math.min(total, (page - 1) * perPage + 1);
  const to = Math.min(total, page * perPage);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
      <TextField select size="small" label={translate('app.framework.pager.per_page')} value={perPage} onChange={(event) => onPerPage(Number(event.target.value))} sx={{ width: 160 }}>
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" aria-live="polite">
        {translate('app.framework.pager.page', { from, to, total })}
      </Typography>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {translate('app.framework.pager.previous')}
      </Button>
      <Button size="small" disabled={to >= total} onClick={() => onPage(page + 1)}>
        {translate('app.framework.pager.next')}
      </Button>
    </Stack>
  );
}
