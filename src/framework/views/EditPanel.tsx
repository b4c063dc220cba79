import { useCallback, useMemo } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Edit, SaveButton, SimpleForm, Toolbar, useNotify, useTranslate } from 'react-admin';
import type { ResourceEntry } from '../types';
import { FormFields } from './FormFields';
import { RecordTitle } from './RecordTitle';
import { EditLoadError, quietOnError } from './ViewLoadError';
import { writableFields, writableValues } from './writableValues';

/**
 * The record's edit fields as a form, in place of the detail (same URL). Pessimistic: the page
 * goes back to the detail only once the gateway accepted the change.
 */
export function EditPanel({ entry, id, onDone }: { entry: ResourceEntry; id: string; onDone: () => void }) {
  const notify = useNotify();
  const translate = useTranslate();
  const fields = useMemo(() => writableFields(entry, entry.edit?.fields), [entry]);
  const transform = useCallback((values: Record<string, unknown>) => writableValues(entry, fields, values), [entry, fields]);
  // A custom onSuccess replaces react-admin's, so its notification is repeated here.
  const onSuccess = useCallback(() => {
    notify(`resources.${entry.name}.notifications.updated`, {
      type: 'info',
      messageArgs: { smart_count: 1, _: translate('ra.notification.updated', { smart_count: 1 }) },
    });
    onDone();
  }, [entry.name, notify, onDone, translate]);

  return (
    <Edit
      id={id}
      resource={entry.name}
      mutationMode="pessimistic"
      redirect={false}
      transform={transform}
      mutationOptions={{ onSuccess }}
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
        toolbar={
          <Toolbar sx={{ gap: 1 }}>
            <SaveButton />
            <Button label="ra.action.cancel" onClick={onDone}>
              <CloseIcon />
            </Button>
          </Toolbar>
        }
      >
        <FormFields entry={entry} fields={fields} />
      </SimpleForm>
    </Edit>
  );
}
