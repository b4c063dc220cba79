import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { displayNumber, displayPercent } from './format';
import { usePanelFormat } from './usePanelFormat';

/** A number field's value; `decimals` as its declaration gives them, a share as a percentage. */
export function NumberValue({ source, decimals, percent, signed }: { source: string; decimals?: number; percent?: boolean; signed?: boolean }) {
  const value = useFieldValue({ source });
  const { language } = usePanelFormat();
  return (
    <Typography component="span" variant="body2">
      {percent ? displayPercent(value, language) : displayNumber(value, language, decimals, signed)}
    </Typography>
  );
}
