import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DomainEnum } from '../../../domain/enums';

/** An enumeration value as a chip outside a record (the live cards); unknown values show as numbers. */
export function StatusChip({ enumeration, value }: { enumeration: DomainEnum; value: number | null | undefined }) {
  const translate = useTranslate();
  if (value == null) return null;
  const key = enumeration.labelKey(value);
  return <Chip size="small" label={key ? translate(key) : String(value)} color={enumeration.color(value)} />;
}
