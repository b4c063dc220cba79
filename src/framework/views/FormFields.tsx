import { Grid } from '@mui/material';
import type { RaRecord } from 'react-admin';
import type { ResourceEntry } from '../types';
import { FieldInput } from './fields/FieldInput';
import { TheirValue } from './forms/TheirValue';

export interface FormFieldsProps {
  entry: ResourceEntry;
  fields: readonly string[];
  /** After a stale save was reloaded: the latest record and the fields someone else changed in it. */
  theirs?: { record: RaRecord; fields: readonly string[] };
}

/**
 * The inputs of a form in two columns on wide screens; long texts take the whole row. Forms
 * holding them set `noValidate`: email, url and number inputs would otherwise be stopped by the
 * browser's own untranslated checks before the declaration's validators speak.
 */
export function FormFields({ entry, fields, theirs }: FormFieldsProps) {
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      {fields.map((source) => {
        const field = entry.fields[source];
        const wide = (field.kind === 'text' && field.multiline) || field.kind === 'image';
        return (
          <Grid key={source} size={{ xs: 12, md: wide ? 12 : 6 }}>
            <FieldInput resource={entry.name} source={source} field={field} />
            {theirs?.fields.includes(source) && <TheirValue resource={entry.name} source={source} field={field} record={theirs.record} />}
          </Grid>
        );
      })}
    </Grid>
  );
}
