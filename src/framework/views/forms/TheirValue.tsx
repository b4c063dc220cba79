import { Box, Typography } from '@mui/material';
import { RecordContextProvider, useTranslate, type RaRecord } from 'react-admin';
import type { FieldDescriptor } from '../../../domain/declaration/fields';
import { FieldValue } from '../fields/FieldValue';

/** Under an input, after a stale save was reloaded: what someone else saved in this field. */
export function TheirValue({ resource, source, field, record }: { resource: string; source: string; field: FieldDescriptor; record: RaRecord }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, mt: -0.5, mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary">
        {translate('app.framework.form.stale.theirs')}
      </Typography>
      <RecordContextProvider value={record}>
        <FieldValue resource={resource} source={source} field={field} />
      </RecordContextProvider>
    </Box>
  );
}
