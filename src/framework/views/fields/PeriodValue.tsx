import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { periodText } from './format';
import { usePanelFormat } from './usePanelFormat';

/** A period a record belongs to (a financial month by its name, a week by its Monday), as its filter names it. */
export function PeriodValue({ source, unit }: { source: string; unit: 'month' | 'week' }) {
  const value = useFieldValue({ source });
  const format = usePanelFormat();
  return (
    <Typography component="span" variant="body2">
      {periodText(value, unit, format)}
    </Typography>
  );
}
