import EditIcon from '@mui/icons-material/Edit';
import { Button, Show, TopToolbar, useShowContext } from 'react-admin';
import type { ResourceEntry } from '../types';
import { Box } from '@mui/material';
import { FieldGroups } from './FieldGroups';
import { RecordTitle } from './RecordTitle';
import { RelatedList } from './RelatedList';
import { ShowFields } from './ShowFields';
import { ShowLoadError, quietOnError } from './ViewLoadError';

/**
 * The record read-only, under the declared groups' headings, then its related lists (a status
 * history); `onEdit` (when editing is allowed) offers the Edit button.
 */
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
      {entry.show?.groups ? (
        <Box sx={{ px: 2, pt: 1 }}>
          <FieldGroups resource={entry.name} fields={fields} groups={entry.show.groups} render={(shown) => <ShowFields entry={entry} fields={shown} inset={false} />} />
        </Box>
      ) : (
        <ShowFields entry={entry} fields={fields} />
      )}
      {entry.show?.related?.map((related) => <RelatedList key={related.name} resource={entry.name} related={related} />)}
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
