import { useState } from 'react';
import { Stack } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ResourceEntry } from '../types';
import { BackToList } from './BackToList';
import { EditPanel } from './EditPanel';
import { hasKeptDraft } from './forms/keptDraft';
import { ShowPanel } from './ShowPanel';

/** The generated detail page at the spec path (`…/detail/:id`): shows the record, edits in place. */
export default function DetailView({ entry }: { entry: ResourceEntry }) {
  const { id } = useParams<'id'>();
  if (!id) return null;
  // Keyed by id: another record opens in show mode.
  return <RecordDetail key={id} entry={entry} id={id} />;
}

function RecordDetail({ entry, id }: { entry: ResourceEntry; id: string }) {
  // Back after a session ended mid-edit: the form opens again with the kept values.
  const [editing, setEditing] = useState(() => hasKeptDraft(entry.name, id));
  const editable = Boolean(entry.edit && entry.edit.fields.length > 0);
  const { canAccess: canEdit } = useCanAccess({ resource: entry.name, action: 'edit', enabled: editable });
  return (
    <Stack>
      <BackToList entry={entry} />
      {editing && editable && canEdit ? (
        <EditPanel entry={entry} id={id} onDone={() => setEditing(false)} />
      ) : (
        <ShowPanel entry={entry} id={id} onEdit={editable && canEdit ? () => setEditing(true) : undefined} />
      )}
    </Stack>
  );
}
