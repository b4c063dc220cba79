import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { displayNumber } from './format';
import { usePanelFormat } from './usePanelFormat';

export function NumberValue({ source }: { source: string }) {
  const value = useFieldValue({ source });
  const { language } = usePanelFormat();
  return (
    <Typography component="span" variant="body2">
      {displayNumber(value, language)}
    </Typography>
  );
}
