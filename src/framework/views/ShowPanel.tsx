import EditIcon from '@mui/icons-material/Edit';
import { Button, Show, TopToolbar, useShowContext } from 'react-admin';
import { editableInState } from '../../domain/declaration/resource';
import type { ResourceEntry } from '../types';
import { Box } from '@mui/material';
import { FieldGroups } from './FieldGroups';
import { RecordTitle } from './RecordTitle';
import { RelatedList } from './RelatedList';
import { ShowFields } from './ShowFields';
import { ShowLoadError, quietOnError } from './ViewLoadError';
import { WaitingOn } from './WaitingOn';
import { RecordActions } from './actions/RecordActions';
import { RecordHistory } from './actions/RecordHistory';

/**
 * The record read-only, under the declared groups' headings, then its related lists (a status
 * history); `onEdit` (when editing is allowed) offers the Edit button, and the declared workflow
 * actions the user may run on it show as buttons, with its history below.
 */
export function ShowPanel({ entry, id, meta, onEdit }: { entry: ResourceEntry; id: string; meta?: Record<string, unknown>; onEdit?: () => void }) {
  const fields = entry.show?.fields ?? Object.keys(entry.fields);
  const failed = <ShowLoadError entry={entry} />;
  return (
    <Show
      id={id}
      resource={entry.name}
      title={<RecordTitle entry={entry} />}
      actions={onEdit || entry.actions ? <DetailActions entry={entry} onEdit={onEdit} /> : false}
      // A failed read says what failed, with a Retry, where the record would be; no toast and no
      // jump to the list (react-admin's default), so the user keeps the page they asked for.
      error={failed}
      offline={failed}
      queryOptions={meta ? { ...quietOnError, meta } : quietOnError}
    >
      {entry.show?.groups ? (
        <Box sx={{ px: 2, pt: 1 }}>
          <FieldGroups resource={entry.name} fields={fields} groups={entry.show.groups} render={(shown) => <ShowFields entry={entry} fields={shown} inset={false} />} />
        </Box>
      ) : (
        <ShowFields entry={entry} fields={fields} />
      )}
      {entry.show?.waiting && <WaitingOn resource={entry.name} id={id} items={entry.show.waiting} />}
      {entry.show?.related?.map((related) => <RelatedList key={related.name} resource={entry.name} related={related} />)}
      {entry.actions && <RecordHistory entry={entry} id={id} />}
    </Show>
  );
}

/** Edit (while the record's state allows it, `edit.when`) and the allowed actions, once there is a record. */
function DetailActions({ entry, onEdit }: { entry: ResourceEntry; onEdit?: () => void }) {
  const { record } = useShowContext();
  if (!record) return null;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {entry.actions && <RecordActions resource={entry.name} actions={entry.actions} />}
      {onEdit && editableInState(entry.edit, record) && (
        <Button label="ra.action.edit" onClick={onEdit}>
          <EditIcon />
        </Button>
      )}
    </TopToolbar>
  );
}
