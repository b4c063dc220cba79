import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';

/**
 * A `boolean({ flag: true })` field: when true, a warning chip with an icon and its label in words
 * (not colour alone), drawn like an expiry date's "soon" chip so its contrast holds on every row;
 * else nothing.
 */
export function FlagValue({ source, label }: { source: string; label: string }) {
  const record = useRecordContext();
  if (record?.[source] !== true) return null;
  return <Chip size="small" color="warning" icon={<WarningAmberIcon aria-hidden />} label={label} />;
}
