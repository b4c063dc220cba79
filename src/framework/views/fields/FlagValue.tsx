import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** A `boolean({ flag: true })` field: when true, a warning icon and its label in words (not colour alone); else nothing. */
export function FlagValue({ source, label }: { source: string; label: string }) {
  const record = useRecordContext();
  if (record?.[source] !== true) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'warning.dark', fontWeight: 500, whiteSpace: 'nowrap' }}>
      <WarningAmberIcon fontSize="small" aria-hidden />
      {label}
    </Box>
  );
}
