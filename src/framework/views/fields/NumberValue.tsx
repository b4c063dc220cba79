import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { displayNumber } from './format';
import { usePanelFormat } from './usePanelFormat';

/** A number field's value; `decimals` as its declaration gives them. */
export function NumberValue({ source, decimals }: { source: string; decimals?: number }) {
  const value = useFieldValue({ source });
  const { language } = usePanelFormat();
  return (
    <Typography component="span" variant="body2">
      {displayNumber(value, language, decimals)}
    </Typography>
  );
}
