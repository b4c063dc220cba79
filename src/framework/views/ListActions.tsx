import type { ReactNode } from 'react';
import { ColumnsButton, CreateButton, ExportButton, TopToolbar, useListContext, useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  return (
    <TopToolbar>
      {filtersToggle}
      <ColumnsButton storeKey={storeKey} />
      {entry.routes.create && <CreateButton to={entry.routes.create} label={createLabel(entry, translate)} />}
      {/* meta.export makes the data provider ask the gateway for more than one page (export=true). */}
      <ExportButton maxResults={MAX_EXPORT_ROWS} meta={EXPORT_META} exporter={exporter} />
    </TopToolbar>
  );
}

const EXPORT_META = { export: true };

/**
 * What creating one is called: the declaration's `createLabel` message ("Record a bill") where it
 * has one, else react-admin's "Create". The create page takes it as its title too.
 */
const createLabel = (entry: ResourceEntry, translate: (key: string, options?: Record<string, unknown>) => string): string =>
  translate(`resources.${entry.name}.createLabel`, { _: translate('ra.action.create') });
