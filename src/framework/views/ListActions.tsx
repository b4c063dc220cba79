import { ColumnsButton, CreateButton, ExportButton, TopToolbar } from 'react-admin';
import type { ResourceEntry } from '../types';

/** The gateway's largest export (docs/gateway-api.md, MAX_EXPORT_ROWS). */
export const EXPORT_MAX_ROWS = 10_000;

/** Column chooser, create (when declared; CreateButton itself asks canAccess) and CSV export. */
export function ListActions({ entry, storeKey }: { entry: ResourceEntry; storeKey: string }) {
  return (
    <TopToolbar>
      <ColumnsButton storeKey={storeKey} />
      {entry.routes.create && <CreateButton to={entry.routes.create} />}
      {/* meta.export makes the data provider ask the gateway for more than one page (export=true). */}
      <ExportButton maxResults={EXPORT_MAX_ROWS} meta={EXPORT_META} />
    </TopToolbar>
  );
}

const EXPORT_META = { export: true };
