import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useNotify, useTranslate, type RaRecord, type UpdateParams } from 'react-admin';
import { isStaleRecord } from '../../../dataProvider/errors';
import { VERSION_FIELD } from '../../domain/declaration/version';
import type { ResourceEntry } from '../types';
import { FormFields } from './FormFields';
import { CancelEditButton } from './forms/CancelEditButton';
import { FormGuard } from './forms/FormGuard';
import { errorNotification, wasWritten } from './forms/saveOutcome';
import { changedFields, StaleRecordAlert, type Conflict } from './forms/StaleRecordAlert';
import { RecordTitle } from './RecordTitle';
import { EditLoadError, quietOnError } from './ViewLoadError';
import { usePanelFormat } from './fields/usePanelFormat';
import { writableFields, writableValues } from './writableValues';

// A refetched record resets the form but keeps what the user typed (a reload after a stale save).
const KEEP_TYPED_VALUES = { keepDirtyValues: true };

/**
 * The record's edit fields as a form, in place of the detail (same URL). Pessimistic: the page
 * goes back to the detail only once the gateway accepted the change. Every save sends the
 * version (`updatedAt`) the form was loaded with; a 409 STALE_RECORD keeps the form and offers
 * to reload (StaleRecordAlert). Unsaved changes are guarded (FormGuard).
 */
export function EditPanel({ entry, id, onDone }: { entry: ResourceEntry; id: string; onDone: () => void }) {
  const notify = useNotify();
  const translate = useTranslate();
  const fields = useMemo(() => writableFields(entry, entry.edit?.fields), [entry]);
  const versioned = VERSION_FIELD in entry.fields;
  const saved = useRef(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [restored, setRestored] = useState(false);
  // Changes kept from an ended session are checked against the version they were made on.
  const restoredVersion = useRef<string | undefined>(undefined);
  const versionOf = useCallback(
    (values: Record<string, unknown>) => (versioned ? (restoredVersion.current ?? (values[VERSION_FIELD] as string | undefined)) : undefined),
    [versioned],
  );
  const { country } = usePanelFormat();
  const transform = useCallback(
    (values: Record<string, unknown>) => {
      const body = writableValues(entry, fields, values, { country });
      return versioned ? { ...body, [VERSION_FIELD]: versionOf(values) } : body;
    },
    [entry, fields, versioned, versionOf, country],
  );

  // A custom onSuccess replaces react-admin's, so its notification is repeated here.
  const onSuccess = useCallback(
    (data: unknown) => {
      if (!wasWritten(data)) return; // the session ended: nothing was saved
      saved.current = true;
      notify(`resources.${entry.name}.notifications.updated`, {
        type: 'info',
        messageArgs: { smart_count: 1, _: translate('ra.notification.updated', { smart_count: 1 }) },
      });
      onDone();
    },
    [entry.name, notify, onDone, translate],
  );
  const onError = useCallback(
    (error: unknown, variables: Partial<UpdateParams> | undefined) => {
      if (isStaleRecord(error)) setConflict({ phase: 'stale', before: (variables?.previousData ?? {}) as RaRecord });
      else notify(...errorNotification(error));
    },
    [notify],
  );
  const onReloaded = useCallback(
    (latest: RaRecord) => {
      restoredVersion.current = undefined;
      setConflict((current) => current && { phase: 'reloaded', before: current.before, latest, changed: changedFields(fields, current.before, latest) });
    },
    [fields],
  );
  const onRestored = useCallback((draft: { version?: string }) => {
    restoredVersion.current = draft.version;
    setRestored(true);
  }, []);

  return (
    <Edit
      id={id}
      resource={entry.name}
      mutationMode="pessimistic"
      redirect={false}
      transform={transform}
      mutationOptions={{ onSuccess, onError }}
      title={<RecordTitle entry={entry} />}
      actions={false}
      // The record is usually in the cache from the detail; when it is not and the read fails,
      // the same inline state as the detail's.
      error={<EditLoadError entry={entry} />}
      offline={<EditLoadError entry={entry} />}
      queryOptions={quietOnError}
    >
      <SimpleForm
        noValidate
        resetOptions={KEEP_TYPED_VALUES}
        toolbar={
          <Toolbar sx={{ gap: 1 }}>
            <SaveButton />
            <CancelEditButton onCancel={onDone} />
          </Toolbar>
        }
      >
        {restored && !conflict && (
          <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
            {translate('app.framework.form.restored')}
          </Alert>
        )}
        <FormFields
          entry={entry}
          fields={fields}
          theirs={conflict?.phase === 'reloaded' ? { record: conflict.latest, fields: conflict.changed } : undefined}
        />
        {conflict && <StaleRecordAlert conflict={conflict} onReloaded={onReloaded} />}
        <FormGuard resource={entry.name} id={id} fields={fields} saved={saved} version={versionOf} onRestored={onRestored} />
      </SimpleForm>
    </Edit>
  );
}
