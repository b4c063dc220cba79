import { Grid } from '@mui/material';
import { Labeled } from 'react-admin';
import type { ResourceEntry } from '../types';
import { FieldValue } from './fields/FieldValue';
import { fieldLabelKey } from './fields/labels';

/** The detail page's fields, labelled, in two columns on wide screens. */
export function ShowFields({ entry, fields, inset = true }: { entry: ResourceEntry; fields: readonly string[]; inset?: boolean }) {
  return (
    <Grid container spacing={2} sx={{ p: inset ? 2 : 0, pb: 2 }}>
      {fields.map((source) => {
        const field = entry.fields[source];
        const wide = (field.kind === 'text' && field.multiline) || field.kind === 'image' || field.kind === 'questionnaire';
        return (
          <Grid key={source} size={{ xs: 12, md: wide ? 12 : 6 }}>
            <Labeled label={fieldLabelKey(entry.name, source, field)} source={source} fullWidth>
              <FieldValue resource={entry.name} source={source} field={field} />
            </Labeled>
          </Grid>
        );
      })}
    </Grid>
  );
}
