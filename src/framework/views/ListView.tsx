import { lazy, Suspense, useMemo } from 'react';
import { Stack, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, Pagination, useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../domain/constants';
import { typedKeyOf, typedKeys } from '../../domain/declaration/restPath';
import { fillPath } from '../paths';
import type { ResourceEntry } from '../types';
import { columnsStoreKey } from './columnsStoreKey';
import { listColumns } from './listColumns';
import { columnFor } from './fields/columns';
import { filterInputFor, searchInputFor } from './fields/filterInputs';
import { useListFrame } from './useListFrame';
import { usePanelFormat } from './fields/usePanelFormat';
import { periodDefaults } from './period/periodDefaults';
import { DayPresets } from './period/DayPresets';
import { rowLinkPath } from './rowLink';
import { ListCards } from './ListCards';
import { useCsvExporter } from './useCsvExporter';
import { useStoreOptions } from './StoreSelect';
import { ListLoadError, quietOnError } from './ViewLoadError';
import { bulkActions } from '../../domain/declaration/actions';
import { useAccessSubject } from '../useAccessSubject';
import { BulkActions } from './actions/BulkActions';
import { useLabelledRowCheckboxes } from './actions/useLabelledRowCheckboxes';
import { useActionTexts } from './actions/useActionTexts';
import { RecordActions } from './actions/RecordActions';
import type { ListParts } from './listParts';
import { HIDE_EXPAND_CHEVRONS, RowDetailsButton } from './RowDetails';

const ROWS_PER_PAGE = [...PAGE_SIZES];
// a report's series over time and its chart: loaded only by a list whose report declares one
const ReportSeries = lazy(() => import('./charts/ReportSeries'));
const NO_PARTS: ListParts = {};

/**
 * The generated list of a declared resource at its spec path: declared columns, filters, search
 * and sort; paging, sorting and filtering happen on the gateway; a report's series over time
 * (`report.series`) drawn above the rows (below them on a phone). `parts`: what the screen adds (the declaration's
 * `listParts`, ./listParts.ts).
 */
export default function ListView({ entry, parts = NO_PARTS }: { entry: ResourceEntry; parts?: ListParts }) {
  return entry.list?.requiredStore ? <OnFirstStore entry={entry} parts={parts} source={entry.list.requiredStore} /> : <GeneratedList entry={entry} parts={parts} />;
}

/** A list that cannot go without a store (`list.requiredStore`): opened once the stores are known, on the first one. */
function OnFirstStore({ entry, parts, source }: { entry: ResourceEntry; parts: ListParts; source: string }) {
  const { options, stores } = useStoreOptions();
  const first = options[0]?.id;
  const storeDefault = useMemo(() => (first ? { [source]: first } : undefined), [first, source]);
  if (stores.isPending) return null;
  return <GeneratedList entry={entry} parts={parts} storeDefault={storeDefault} />;
}

function GeneratedList({ entry, parts, storeDefault }: { entry: ResourceEntry; parts: ListParts; storeDefault?: Record<string, string> }) {
  const translate = useTranslate();
  const { Above, Around, Below } = parts;
  const columns = useMemo(() => listColumns(entry, entry.list?.filterDefaults), [entry]);
  const exporter = useCsvExporter(entry, columns);
  const searchLabel = entry.list?.search ? translate(entry.list.search.labelKey) : undefined;
  const filters = useMemo(
    () => [
      ...(searchLabel ? [searchInputFor(searchLabel)] : []),
      ...(entry.list?.filters ?? []).map((source) => filterInputFor(entry, source)),
    ],
    [entry, searchLabel],
  );
  const failed = useMemo(() => <ListLoadError entry={entry} />, [entry]);
  const frame = useListFrame(entry, filters.length > 0);
  // a period filter opens on the period in progress on the user's calendar
  const { timeZone } = usePanelFormat();
  const filterDefaults = useMemo(() => ({ ...entry.list?.filterDefaults, ...storeDefault, ...periodDefaults(entry, timeZone) }), [entry, timeZone, storeDefault]);
  // on a phone the records come first (the first one whole in the top half), the chart after them
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const series = entry.report?.series ? (
    <Suspense fallback={null}>
      <ReportSeries entry={entry} />
    </Suspense>
  ) : null;

  return (
    <List
      resource={entry.name}
      title={translate(entry.titleKey)}
      sort={entry.list?.sort}
      perPage={entry.list?.perPage ?? DEFAULT_PAGE_SIZE}
      filterDefaultValues={filterDefaults}
      filters={filters.length > 0 ? filters : undefined}
      actions={frame.actions}
      exporter={exporter}
      // what the screen shows under the rows follows their pages
      pagination={
        Below ? (
          <>
            <ListPagination />
            <Below />
          </>
        ) : (
          <ListPagination />
        )
      }
      // react-admin's empty page invites to create: only where creating exists.
      empty={entry.routes.create ? undefined : false}
      // A call that failed (or waits for the connection) says so, with a Retry, in place of the
      // rows: "nothing found" is only for a gateway that answered with none.
      error={failed}
      offline={failed}
      queryOptions={quietOnError}
      sx={frame.sx}
    >
      <DayPresets entry={entry} />
      {!phone && series}
      {Above && <Above />}
      {Around ? (
        <Around>
          <ListRows entry={entry} parts={parts} />
        </Around>
      ) : (
        <ListRows entry={entry} parts={parts} />
      )}
      {phone && series}
    </List>
  );
}

/** The rows as a table, or as cards on a phone, in the columns of the list's current filters. */
function ListRows({ entry, parts }: { entry: ResourceEntry; parts: ListParts }) {
  const { filterValues } = useListContext();
  const columns = listColumns(entry, filterValues);
  const storeKey = columnsStoreKey(entry, columns);
  const show = entry.list?.rowPath ?? entry.routes.show;
  const link = entry.list?.rowLink;
  const { timeZone } = usePanelFormat();
  // a record's page, or (rowLink) another list filtered to what made the row
  const pathOf = useMemo(() => {
    if (link) return (_id: Identifier, record: RaRecord) => rowLinkPath(entry, link, record, filterValues, timeZone);
    if (!show) return null;
    // a typed record's detail path carries its type's key too (`rest.typedBy`)
    const typedBy = entry.list?.rowPath ? undefined : entry.rest?.typedBy;
    const keys = typedBy ? typedKeys(entry) : null;
    if (!typedBy || !keys) return (id: Identifier) => fillPath(show, { id });
    // a record without a known type (another list's rows shown while this one loads) opens nothing
    return (id: Identifier, record: RaRecord) => {
      const key = typedKeyOf(keys, record[typedBy]);
      return key ? fillPath(show, { id, [typedBy]: key }) : null;
    };
  }, [entry, link, show, filterValues, timeZone]);
  const rowClick = useMemo(() => (pathOf ? (id: Identifier, _resource: string, record: RaRecord) => pathOf(id, record) ?? false : false), [pathOf]);
  // below md (the spec's breakpoint for the drawer) a row is a card: a phone never scrolls sideways
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // Row checkboxes only for a user who may run a bulk action here.
  const { subject } = useAccessSubject();
  const hasBulk = bulkActions(entry.actions, subject).length > 0;
  const actionText = useActionTexts();
  // the table element's callback ref (it mounts once the list has loaded)
  const tableRef = useLabelledRowCheckboxes(hasBulk && !phone);
  // Without a detail page, a row carries its own action buttons.
  const rowActions = entry.actions && !entry.routes.show ? entry.actions : null;
  const { Details, RowActions, cells = {}, extraColumns = [] } = parts;
  const buttons =
    rowActions || RowActions ? (
      <>
        {rowActions && <RecordActions resource={entry.name} actions={rowActions} />}
        {RowActions && <RowActions />}
      </>
    ) : undefined;
  return phone ? (
    <ListCards entry={entry} columns={columns} pathOf={pathOf} footer={buttons} parts={parts} />
  ) : (
    // keyed by the columns: a switch to other columns is a new table, not the old one's chooser state
    <DataTable
      key={storeKey}
      ref={tableRef}
      storeKey={storeKey}
      hiddenColumns={entry.list?.hiddenColumns}
      rowClick={rowClick}
      bulkActionButtons={hasBulk && entry.actions ? <BulkActions resource={entry.name} actions={entry.actions} /> : false}
      expand={Details ? <Details /> : undefined}
      sx={Details ? HIDE_EXPAND_CHEVRONS : undefined}
    >
      {columns.map((source) => columnFor(entry, source, cells[source]))}
      {extraColumns.map(({ key, labelKey, Cell }) => (
        <DataTable.Col key={key} label={labelKey} disableSort>
          <Cell />
        </DataTable.Col>
      ))}
      {(buttons || Details) && (
        <DataTable.Col label={actionText('column')} disableSort>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            {Details && <RowDetailsButton resource={entry.name} />}
            {buttons}
          </Stack>
        </DataTable.Col>
      )}
    </DataTable>
  );
}

/** No page numbers under a list that failed: there is no page to count. */
function ListPagination() {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={ROWS_PER_PAGE} />;
}
