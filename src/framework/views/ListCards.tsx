import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ResourceEntry } from '../types';
import { FieldValue } from './fields/FieldValue';
import { fieldLabelKey } from './fields/labels';
import type { ListParts } from './listParts';
import { CardDetails } from './RowDetails';

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
  parts = {},
}: {
  entry: ResourceEntry;
  columns: readonly string[];
  /** Where a card opens: a record's page, or another list filtered to what made the row. */
  /** A record's page; null for none (a record this list cannot open). */
  pathOf: ((id: Identifier, record: RaRecord) => string | null) | null;
  /** Shown under each card's values, in the card's record (e.g. its action buttons). */
  footer?: ReactNode;
  /** The screen's own cells, extra lines and details (./listParts.ts). */
  parts?: ListParts;
}) {
  const { data } = useListContext<RaRecord>();
  const translate = useTranslate();
  const [heading, ...rest] = columns;
  if (!data || !heading) return null;
  const value = (source: string) => {
    const Cell = parts.cells?.[source];
    return Cell ? <Cell /> : <FieldValue resource={entry.name} source={source} field={entry.fields[source]!} variant="cell" />;
  };
  const lines: { key: string; label: string; node: ReactNode }[] = [
    ...rest.map((source) => ({ key: source, label: translate(fieldLabelKey(entry.name, source, entry.fields[source]!)), node: value(source) })),
    ...(parts.extraColumns ?? []).map(({ key, labelKey, Cell }) => ({ key, label: translate(labelKey), node: <Cell /> })),
  ];
  const { Details } = parts;
  const below = Details ? <CardDetails details={<Details />} buttons={footer} /> : footer;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }} aria-label={translate(entry.titleKey)}>
      {data.map((record) => {
        const body = (
          <CardContent sx={{ py: 1.25, '&:last-child': { pb: 1.25 } }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
              {value(heading)}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', columnGap: 1.5, rowGap: 0.5, m: 0 }}>
              {lines.map(({ key, label, node }) => (
                <Box key={key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {node}
                  </Box>
                </Box>
              ))}
            </Box>
          </CardContent>
        );
        return (
          <Card key={record.id} component="li" variant="outlined" data-card-id={String(record.id)}>
            <RecordContextProvider value={record}>
              {pathOf?.(record.id, record) ? (
                <CardActionArea component={Link} to={pathOf(record.id, record)!}>
                  {body}
                </CardActionArea>
              ) : (
                body
              )}
              {below && <Box sx={{ px: 2, pb: 1.25 }}>{below}</Box>}
            </RecordContextProvider>
          </Card>
        );
      })}
    </Stack>
  );
}
