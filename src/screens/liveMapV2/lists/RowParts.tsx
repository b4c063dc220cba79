// Small pieces the courier and order rows share: the map symbol in the marker's colour (so a row
// and its marker are matched at a glance) and a status chip outside a record.
import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DomainEnum } from '../../../domain/enums';

export function RowSymbol({ kind, color }: { kind: 'courier' | 'order'; color: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        flex: 'none',
        width: 10,
        height: 10,
        bgcolor: color,
        border: '1px solid rgba(0,0,0,0.45)',
        borderRadius: kind === 'courier' ? '50%' : '2px',
        transform: kind === 'order' ? 'rotate(45deg) scale(0.85)' : undefined,
      }}
    />
  );
}

export function StatusChip({ enumeration, value }: { enumeration: DomainEnum; value: number | undefined }) {
  const translate = useTranslate();
  if (value === undefined) return null;
  const key = enumeration.labelKey(value);
  return (
    <Chip
      size="small"
      label={key ? translate(key) : String(value)}
      color={enumeration.color(value)}
      sx={{ height: 20, fontSize: '0.75rem', maxWidth: 180, flex: 'none' }}
    />
  );
}
