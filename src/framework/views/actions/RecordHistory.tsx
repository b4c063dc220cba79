import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetOne, useTranslate } from 'react-admin';
import type { FieldDescriptor } from '../../../domain/declaration/fields';
import type { ResourceEntry } from '../../types';
import { useCalls } from '../../calls';
import { formatDateTime } from '../../../domain/dates';
import { enumView } from '../fields/enumView';
import { fieldLabelKey } from '../fields/labels';
import { usePanelFormat } from '../fields/usePanelFormat';
import { useActionTexts } from './useActionTexts';

/** A record's actions, newest first: what, who, when, and what changed (from → to) or was asked. */
export function RecordHistory({ entry, id }: { entry: ResourceEntry; id: string }) {
  const calls = useCalls();
  const translate = useTranslate();
  const { language, timeZone } = usePanelFormat();
  const text = useActionTexts();
  const { data } = useQuery({
    queryKey: [entry.name, 'history', id],
    queryFn: ({ signal }) => calls.actions.history(entry.name, id, signal),
  });
  const headingId = `${entry.name}-history`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {text('history')}
      </Typography>
      {data && data.history.length === 0 && <Typography color="text.secondary">{text('history_empty')}</Typography>}
      <List dense>
        {data?.history.map((row) => {
          const changed = Object.keys({ ...row.asked, ...row.to }).filter((field) => entry.fields[field] && row.from[field] !== (row.to[field] ?? row.asked[field]));
          return (
            <ListItem key={row.id} disableGutters divider>
              <ListItemText
                primary={`${translate(`resources.${entry.name}.actions.${row.action}.label`)} · ${row.userName ?? ''} · ${formatDateTime(row.at, language, timeZone)}`}
                secondaryTypographyProps={{ component: 'div' }}
                secondary={changed.map((field) => (
                  <Box key={field}>
                    {translate(fieldLabelKey(entry.name, field, entry.fields[field]!))}:{' '}
                    {field in row.from && <><Value field={entry.fields[field]!} value={row.from[field]} /> → </>}
                    <Value field={entry.fields[field]!} value={row.to[field] ?? row.asked[field]} />
                  </Box>
                ))}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

/** A history value as the field shows it: an enumeration's label, a reference's name, yes/no. */
function Value({ field, value }: { field: FieldDescriptor; value: unknown }) {
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return <>–</>;
  if (field.kind === 'enum') return <>{translate(enumView(field.enumeration).labelKey(value) ?? String(value))}</>;
  if (field.kind === 'boolean') return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
  if (field.kind === 'reference') return <ReferenceName reference={field.reference} optionText={field.optionText} id={String(value)} />;
  return <>{String(value)}</>;
}

function ReferenceName({ reference, optionText, id }: { reference: string; optionText: string; id: string }) {
  const { data } = useGetOne(reference, { id });
  return <>{data ? String(data[optionText] ?? id) : id}</>;
}
