import { Box, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { RecordContextProvider, ReferenceManyField, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { RelatedList as RelatedListDeclaration } from '../../domain/declaration/resource';
import { fillPath } from '../paths';
import { FieldValue } from './fields/FieldValue';

/**
 * One of a detail's related lists (`show.related`): the other resource's rows whose `target` is
 * this record's id, as a table on wide screens and as label/value blocks on a phone (nothing
 * scrolls sideways), under the heading `resources.<resource>.<name>.title`; a column's label is
 * its field's `labelKey`, else `resources.<resource>.<name>.<field>`. A declared `link` adds a
 * first column (`<name>.id`) linking each row to its own screen.
 */
export function RelatedList({ resource, related }: { resource: string; related: RelatedListDeclaration }) {
  const translate = useTranslate();
  const headingId = `${resource}-related-${related.name}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }} data-related={related.name}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`resources.${resource}.${related.name}.title`)}
      </Typography>
      <ReferenceManyField reference={related.resource} target={related.target} sort={related.sort} perPage={related.perPage ?? 100}>
        <RelatedRows resource={resource} related={related} />
      </ReferenceManyField>
    </Box>
  );
}

function RelatedRows({ resource, related }: { resource: string; related: RelatedListDeclaration }) {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<RaRecord>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (isPending) return null;
  if (error) return <Typography color="error">{translate('ra.notification.http_error')}</Typography>;
  if (!data || data.length === 0) return <Typography color="text.secondary">{translate('ra.navigation.no_results')}</Typography>;
  const label = (source: string) => translate(related.fields[source]!.labelKey ?? `resources.${resource}.${related.name}.${source}`);
  const value = (source: string) => <FieldValue resource={related.resource} source={source} field={related.fields[source]!} variant="cell" />;
  const link = related.link;
  const linkCell = (record: RaRecord) =>
    link && (
      <Link component={RouterLink} to={fillPath(link.path, { id: String(record.id) })}>
        {link.text ? link.text(String(record.id)) : String(record.id)}
      </Link>
    );
  const linkLabel = translate(`resources.${resource}.${related.name}.id`);
  if (phone) {
    return (
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(5rem, auto) 1fr', columnGap: 1.5, rowGap: 0.5, m: 0 }}>
                {link && (
                  <Box sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {linkLabel}
                    </Typography>
                    <Box component="dd" sx={{ m: 0 }}>
                      {linkCell(record)}
                    </Box>
                  </Box>
                )}
                {related.columns.map((source) => (
                  <Box key={source} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {label(source)}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {value(source)}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          </RecordContextProvider>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {link && <TableCell>{linkLabel}</TableCell>}
          {related.columns.map((source) => (
            <TableCell key={source}>{label(source)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <TableRow data-related-id={String(record.id)}>
              {link && <TableCell>{linkCell(record)}</TableCell>}
              {related.columns.map((source) => (
                <TableCell key={source}>{value(source)}</TableCell>
              ))}
            </TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </Table>
  );
}
