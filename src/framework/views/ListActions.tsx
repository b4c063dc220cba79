import type { ReactNode } from 'react';
import { ColumnsButton, CreateButton, ExportButton, TopToolbar, useListContext } from 'react-admin';
import type { ResourceEntry } from '../types';
import { columnsStoreKey } from './columnsStoreKey';
import { listColumns } from './listColumns';
import { useCsvExporter } from './useCsvExporter';
import { MAX_EXPORT_ROWS } from '../../domain/constants';

/**
 * On a phone, the filters' toggle first; column chooser, create (when declared; CreateButton itself asks canAccess) and CSV export, both
 * of the columns the list's current filters show.
 */
export function ListActions({ entry, filtersToggle }: { entry: ResourceEntry; filtersToggle?: ReactNode }) {
  const { filterValues } = useListContext();
  const columns = listColumns(entry, filterValues);
  const storeKey = columnsStoreKey(entry, columns);
  const exporter = useCsvExporter(entry, columns);
  return (
    <TopToolbar>
      {filtersToggle}
      <ColumnsButton storeKey={storeKey} />
      {entry.routes.create && <CreateButton to={entry.routes.create} />}
      {/* meta.export makes the data provider ask the gateway for more than one page (export=true). */}
      <ExportButton maxResults={MAX_EXPORT_ROWS} meta={EXPORT_META} exporter={exporter} />
    </TopToolbar>
  );
}

const EXPORT_META = { export: true };
