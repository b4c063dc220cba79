import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { T } from './text';

/** Server-side pages of the week's couriers: previous / next and the page size (10, 25, 50, 100). */
export function Pager(props: { page: number; perPage: number; total: number; sizes: number[]; onPage: (page: number) => void; onPerPage: (size: number) => void }) {
  const { page, perPage, total, sizes, onPage, onPerPage } = props;
  const translate = useTranslate();
  const from = Math.min(total, (page - 1) * perPage + 1);
  const to = Math.min(total, page * perPage);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
      <TextField select size="small" label={translate(`${T}.per_page`)} value={perPage} onChange={(event) => onPerPage(Number(event.target.value))} sx={{ width: 140 }}>
        {sizes.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" aria-live="polite">
        {translate(`${T}.page`, { from, to, total })}
      </Typography>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {translate(`${T}.previous_page`)}
      </Button>
      <Button size="small" disabled={to >= total} onClick={() => onPage(page + 1)}>
        {translate(`${T}.next_page`)}
      </Button>
    </Stack>
  );
}
