import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, IconButton, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataTable,
  List,
  Pagination,
  RecordContextProvider,
  useExpanded,
  useListContext,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../domain/constants';
import { financialMonthDays } from '../../domain/financialMonth';
import { formatCalendarDay } from '../../domain/dates';
import type { ProgramKind } from '../../domain/programScore';
import { currentFinancialMonth } from '../../domain/financialMonth';
import type { ResourceEntry } from '../../framework/types';
import { columnsStoreKey } from '../../framework/views/columnsStoreKey';
import { columnFor } from '../../framework/views/fields/columns';
import { FieldValue } from '../../framework/views/fields/FieldValue';
import { filterInputFor, searchInputFor } from '../../framework/views/fields/filterInputs';
import { fieldLabelKey } from '../../framework/views/fields/labels';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';
import { useListFrame } from '../../framework/views/useListFrame';
import { ListLoadError, quietOnError } from '../../framework/views/ViewLoadError';
import { ScoreBreakdown } from './ScoreBreakdown';
import { TierCell } from './TierCell';

const ROWS_PER_PAGE = [...PAGE_SIZES];

export interface ProgramListProps {
  entry: ResourceEntry;
  kind: ProgramKind;
  /** Inside the list (its context), above the rows: the screen's own summary, a provider. */
  wrap?: (rows: ReactNode) => ReactNode;
  /** Extra table columns after the declared ones (DataTable.Col elements). */
  extraColumns?: ReactNode[];
  /** Extra lines of a card, under its values, in the card's record. */
  CardExtra?: ComponentType;
  /** What the details show after the score (in the record). */
  DetailExtra?: ComponentType;
  /** A row's and a card's own buttons (in the record). */
  RowActions?: ComponentType;
}

/**
 * A program's month as a server-side list: month, store, tier and name filters, sortable columns,
 * pages of 10/25/50/100; each row expands to the metrics behind its score; cards on a phone.
 */
export function ProgramList({ entry, kind, wrap, extraColumns = [], CardExtra, DetailExtra, RowActions }: ProgramListProps) {
  const translate = useTranslate();
  const format = usePanelFormat();
  const current = useMemo(() => currentFinancialMonth(new Date(), format.timeZone), [format.timeZone]);
  const filters = useMemo(
    () => [
      searchInputFor(translate(entry.list!.search!.labelKey)),
      filterInputFor(entry, 'month'),
      filterInputFor(entry, 'warehouseId'),
      filterInputFor(entry, 'tier'),
    ],
    [entry, translate],
  );
  const failed = useMemo(() => <ListLoadError entry={entry} />, [entry]);
  const frame = useListFrame(entry, true);
  const rows = <ProgramRows entry={entry} kind={kind} current={current} extraColumns={extraColumns} CardExtra={CardExtra} DetailExtra={DetailExtra} RowActions={RowActions} />;
  return (
    <List
      resource={entry.name}
      title={translate(entry.titleKey)}
      sort={entry.list?.sort}
      perPage={entry.list?.perPage ?? DEFAULT_PAGE_SIZE}
      filterDefaultValues={{ month: current }}
      filters={filters}
      actions={frame.actions}
      pagination={<ProgramPagination />}
      empty={false}
      error={failed}
      offline={failed}
      queryOptions={quietOnError}
      sx={frame.sx}
    >
      {wrap ? wrap(rows) : rows}
    </List>
  );
}

function ProgramPagination() {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={ROWS_PER_PAGE} />;
}

/** The month in progress says its tiers are not settled yet. */
function MonthNote({ current }: { current: string }) {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const { language } = usePanelFormat();
  const month = (filterValues.month as string | undefined) ?? current;
  if (month !== current) return null;
  return (
    <Alert severity="info" sx={{ m: 1 }} data-month-note>
      {translate('workerProgram.in_progress', { last: formatCalendarDay(financialMonthDays(month).last, language) })}
    </Alert>
  );
}

function ProgramRows({
  entry,
  kind,
  current,
  extraColumns,
  CardExtra,
  DetailExtra,
  RowActions,
}: Omit<ProgramListProps, 'wrap'> & { current: string; extraColumns: ReactNode[] }) {
  const columns = entry.list!.columns;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const detail = (
    <ScoreBreakdown kind={kind}>
      {DetailExtra && <DetailExtra />}
    </ScoreBreakdown>
  );
  return (
    <>
      <MonthNote current={current} />
      {phone ? (
        <ProgramCards entry={entry} columns={columns} detail={detail} CardExtra={CardExtra} RowActions={RowActions} />
      ) : (
        <DataTable
          storeKey={columnsStoreKey(entry, columns)}
          rowClick={false}
          bulkActionButtons={false}
          expand={detail}
          // react-admin's own expand chevrons are hidden from keyboards and readers: each row has a
          // real button instead (RowDetailsButton), and the chevrons go
          sx={{ '& .RaDataTable-expandIconCell, & .RaDataTable-expandHeader': { display: 'none' } }}
        >
          {columns.map((source) =>
            source === 'tier' ? (
              <DataTable.Col key="tier" source="tier" label={fieldLabelKey(entry.name, 'tier', entry.fields.tier!)}>
                <TierCell />
              </DataTable.Col>
            ) : (
              columnFor(entry, source)
            ),
          )}
          {extraColumns}
          <DataTable.Col label={translate('workerProgram.actions')} disableSort>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <RowDetailsButton resource={entry.name} />
              {RowActions && <RowActions />}
            </Stack>
          </DataTable.Col>
        </DataTable>
      )}
    </>
  );
}

/** Opens and closes a row's details (the DataTable's expand panel), named and stated for readers. */
function RowDetailsButton({ resource }: { resource: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [expanded, toggle] = useExpanded(resource, record?.id ?? '');
  if (!record) return null;
  const label = translate(expanded ? 'workerProgram.hide_details' : 'workerProgram.details');
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-expanded={expanded}
        aria-controls={`${resource}-${record.id}-expand`}
        onClick={(event) => {
          event.stopPropagation();
          toggle();
        }}
      >
        <ExpandMoreIcon fontSize="small" sx={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
      </IconButton>
    </Tooltip>
  );
}

/** A phone's list: one card per worker (name, tier with its move, the figures), details on demand. */
function ProgramCards({
  entry,
  columns,
  detail,
  CardExtra,
  RowActions,
}: {
  entry: ResourceEntry;
  columns: readonly string[];
  detail: ReactNode;
  CardExtra?: ComponentType;
  RowActions?: ComponentType;
}) {
  const { data } = useListContext<RaRecord>();
  const translate = useTranslate();
  if (!data) return null;
  const [heading, ...rest] = columns;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }} aria-label={translate(entry.titleKey)}>
      {data.map((record) => (
        <Card key={record.id} component="li" variant="outlined" data-card-id={String(record.id)}>
          <RecordContextProvider value={record}>
            <CardContent sx={{ py: 1.25, '&:last-child': { pb: 1.25 } }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
                <FieldValue resource={entry.name} source={heading!} field={entry.fields[heading!]!} variant="cell" />
              </Typography>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', columnGap: 1.5, rowGap: 0.5, m: 0 }}>
                {rest.map((source) => (
                  <Box key={source} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {translate(fieldLabelKey(entry.name, source, entry.fields[source]!))}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {source === 'tier' ? <TierCell /> : <FieldValue resource={entry.name} source={source} field={entry.fields[source]!} variant="cell" />}
                    </Box>
                  </Box>
                ))}
              </Box>
              {CardExtra && <CardExtra />}
              <CardDetails detail={detail} RowActions={RowActions} />
            </CardContent>
          </RecordContextProvider>
        </Card>
      ))}
    </Stack>
  );
}

function CardDetails({ detail, RowActions }: { detail: ReactNode; RowActions?: ComponentType }) {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          aria-expanded={open}
          onClick={() => setOpen((shown) => !shown)}
          endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined }} />}
        >
          {translate(open ? 'workerProgram.hide_details' : 'workerProgram.details')}
        </Button>
        {RowActions && <RowActions />}
      </Stack>
      {open && detail}
    </>
  );
}
