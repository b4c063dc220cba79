import { ColumnsButton, CreateButton, ExportButton, TopToolbar, useListContext } from 'react-admin';
import type { ResourceEntry } from '../types';
import { columnsStoreKey } from './columnsStoreKey';
import { listColumns } from './listColumns';
import { useCsvExporter } from './useCsvExporter';
import { MAX_EXPORT_ROWS } from '../../domain/constants';

/** The gateway's largest export (docs/gateway-api.md). */
export const EXPORT_MAX_ROWS = MAX_EXPORT_ROWS;

/**
 * Column chooser, create (when declared; CreateButton itself asks canAccess) and CSV export, both
 * of the columns the list's current filters show.
 */
export function ListActions({ entry }: { entry: ResourceEntry }) {
  const { filterValues } = useListContext();
  const columns = listColumns(entry, filterValues);
  const storeKey = columnsStoreKey(entry, columns);
  const exporter = useCsvExporter(entry, columns);
  return (
    <TopToolbar>
      <ColumnsButton storeKey={storeKey} />
      {entry.routes.create && <CreateButton to={entry.routes.create} />}
      {/* meta.export makes the data provider ask the gateway for more than one page (export=true). */}
      <ExportButton maxResults={EXPORT_MAX_ROWS} meta={EXPORT_META} exporter={exporter} />
    </TopToolbar>
  );
}

const EXPORT_META = { export: true };
