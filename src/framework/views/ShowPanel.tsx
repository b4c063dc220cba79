import EditIcon from '@mui/icons-material/Edit';
import { Button, Show, TopToolbar, useShowContext } from 'react-admin';
import type { ResourceEntry } from '../types';
import { RecordTitle } from './RecordTitle';
import { ShowFields } from './ShowFields';
import { ShowLoadError, quietOnError } from './ViewLoadError';

/** The record read-only; `onEdit` (when editing is allowed) offers the Edit button. */
export function ShowPanel({ entry, id, onEdit }: { entry: ResourceEntry; id: string; onEdit?: () => void }) {
  const fields = entry.show?.fields ?? Object.keys(entry.fields);
  const failed = <ShowLoadError entry={entry} />;
  return (
    <Show
      id={id}
      resource={entry.name}
      title={<RecordTitle entry={entry} />}
      actions={onEdit ? <EditAction onEdit={onEdit} /> : false}
      // A failed read says what failed, with a Retry, where the record would be; no toast and no
      // jump to the list (react-admin's default), so the user keeps the page they asked for.
      error={failed}
      offline={failed}
      queryOptions={quietOnError}
    >
      <ShowFields entry={entry} fields={fields} />
    </Show>
  );
}

/** Edit, once there is a record to edit. */
function EditAction({ onEdit }: { onEdit: () => void }) {
  const { record } = useShowContext();
  if (!record) return null;
  return (
    <TopToolbar>
      <Button label="ra.action.edit" onClick={onEdit}>
        <EditIcon />
      </Button>
    </TopToolbar>
  );
}
