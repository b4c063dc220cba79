import { useState } from 'react';
import { Stack } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ResourceEntry } from '../types';
import { BackToList } from './BackToList';
import { EditPanel } from './EditPanel';
import { hasKeptDraft } from './forms/keptDraft';
import { ShowPanel } from './ShowPanel';

/** The generated detail page at the spec path (`…/detail/:id`, a typed one's `…/:type/:id`): shows the record, edits in place. */
export default function DetailView({ entry }: { entry: ResourceEntry }) {
  const params = useParams();
  const { id } = params;
  // a typed record (`rest.typedBy`) is read with its route's type: /dys/wps/logs/detail/:type/:id
  const typedBy = entry.rest?.typedBy;
  const type = typedBy ? params[typedBy] : undefined;
  if (!id || (typedBy && !type)) return null;
  // Keyed by id: another record opens in show mode.
  return <RecordDetail key={`${type ?? ''}/${id}`} entry={entry} id={id} meta={typedBy ? { [typedBy]: type } : undefined} />;
}

function RecordDetail({ entry, id, meta }: { entry: ResourceEntry; id: string; meta?: Record<string, unknown> }) {
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
        <ShowPanel entry={entry} id={id} meta={meta} onEdit={editable && canEdit ? () => setEditing(true) : undefined} />
      )}
    </Stack>
  );
}
