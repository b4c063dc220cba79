import EditIcon from '@mui/icons-material/Edit';
import { Button, Show, TopToolbar } from 'react-admin';
import type { ResourceEntry } from '../types';
import { RecordTitle } from './RecordTitle';
import { ShowFields } from './ShowFields';

/** The record read-only; `onEdit` (when editing is allowed) offers the Edit button. */
export function ShowPanel({ entry, id, onEdit }: { entry: ResourceEntry; id: string; onEdit?: () => void }) {
  const fields = entry.show?.fields ?? Object.keys(entry.fields);
  const actions = onEdit ? (
    <TopToolbar>
      <Button label="ra.action.edit" onClick={onEdit}>
        <EditIcon />
      </Button>
    </TopToolbar>
  ) : (
    false
  );
  return (
    <Show id={id} resource={entry.name} title={<RecordTitle entry={entry} />} actions={actions}>
      <ShowFields entry={entry} fields={fields} />
    </Show>
  );
}
