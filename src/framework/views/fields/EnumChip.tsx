import { Chip } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import type { EnumLike } from '../../../domain/declaration/fields';
import { enumView } from './enumView';

/** An enumeration value as a chip in the enumeration's colour, labelled `enum.<name>.<key>`. */
export function EnumChip({ source, enumeration }: { source: string; enumeration: EnumLike }) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  if (value == null || value === '') return null;
  const view = enumView(enumeration);
  const key = view.labelKey(value);
  // A value the spec does not list (a newer gateway) still shows, as its number.
  // alignSelf: a Labeled (show page) is a column flexbox that would stretch the chip across it.
  return <Chip size="small" label={key ? translate(key) : String(value)} color={view.color(value)} sx={{ alignSelf: 'flex-start' }} />;
}
