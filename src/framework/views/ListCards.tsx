import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ResourceEntry } from '../types';
import { FieldValue } from './fields/FieldValue';
import { fieldLabelKey } from './fields/labels';

/**
 * A generated list on a phone: one card per row (the first column as its heading, the others as
 * label and value lines), so nothing scrolls sideways; a card opens the row's page like a row
 * click. The same page of the same query as the table: paging, sort and filters stay the list's.
 */
export function ListCards({
  entry,
  columns,
  pathOf,
  footer,
}: {
  entry: ResourceEntry;
  columns: readonly string[];
  pathOf: ((id: Identifier) => string) | null;
  /** Shown under each card's values, in the card's record (e.g. its action buttons). */
  footer?: ReactNode;
}) {
  const { data } = useListContext<RaRecord>();
  const translate = useTranslate();
  const [heading, ...rest] = columns;
  if (!data || !heading) return null;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }} aria-label={translate(entry.titleKey)}>
      {data.map((record) => {
        const body = (
          <CardContent sx={{ py: 1.25, '&:last-child': { pb: 1.25 } }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
              <FieldValue resource={entry.name} source={heading} field={entry.fields[heading]!} variant="cell" />
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', columnGap: 1.5, rowGap: 0.5, m: 0 }}>
              {rest.map((source) => (
                <Box key={source} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {translate(fieldLabelKey(entry.name, source, entry.fields[source]!))}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                    <FieldValue resource={entry.name} source={source} field={entry.fields[source]!} variant="cell" />
                  </Box>
                </Box>
              ))}
            </Box>
          </CardContent>
        );
        return (
          <Card key={record.id} component="li" variant="outlined" data-card-id={String(record.id)}>
            <RecordContextProvider value={record}>
              {pathOf ? (
                <CardActionArea component={Link} to={pathOf(record.id)}>
                  {body}
                </CardActionArea>
              ) : (
                body
              )}
              {footer && <Box sx={{ px: 2, pb: 1.25 }}>{footer}</Box>}
            </RecordContextProvider>
          </Card>
        );
      })}
    </Stack>
  );
}
