import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert } from '@mui/material';
import { Create, SimpleForm, useNotify, useRedirect, useTranslate, type Identifier } from 'react-admin';
import { fillPath } from '../paths';
import type { ResourceEntry } from '../types';
import { BackToList } from './BackToList';
import { FormFields } from './FormFields';
import { FormGuard } from './forms/FormGuard';
import { wasWritten } from './forms/saveOutcome';
import { writableFields, writableValues } from './writableValues';

// Values kept from an ended session are put back as changes; react-admin's first reset keeps them.
const KEEP_TYPED_VALUES = { keepDirtyValues: true };

/**
 * The generated create page at its spec path; after saving it opens the new record's detail.
 * Unsaved changes are guarded (FormGuard).
 */
export default function CreateView({ entry }: { entry: ResourceEntry }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirectTo = useRedirect();
  const fields = useMemo(() => writableFields(entry, entry.create?.fields), [entry]);
  const transform = useCallback((values: Record<string, unknown>) => writableValues(entry, fields, values), [entry, fields]);
  const saved = useRef(false);
  const [restored, setRestored] = useState(false);
  const { show, list } = entry.routes;
  const redirect = useCallback(
    (_resource?: string, id?: Identifier) => (show && id != null ? fillPath(show, { id }) : (list ?? '/')),
    [show, list],
  );
  // react-admin's own onSuccess, but nothing for an answer that wrote nothing (the session ended).
  const onSuccess = useCallback(
    (data: { id?: Identifier }) => {
      if (!wasWritten(data)) return;
      saved.current = true;
      notify(`resources.${entry.name}.notifications.created`, {
        type: 'info',
        messageArgs: { smart_count: 1, _: translate('ra.notification.created', { smart_count: 1 }) },
      });
      redirectTo(redirect(entry.name, data.id));
    },
    [entry.name, notify, redirect, redirectTo, translate],
  );
  return (
    <>
      <BackToList entry={entry} />
      <Create resource={entry.name} title={translate(entry.titleKey)} transform={transform} mutationOptions={{ onSuccess }}>
        <SimpleForm noValidate resetOptions={KEEP_TYPED_VALUES}>
          {restored && (
            <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
              {translate('app.framework.form.restored')}
            </Alert>
          )}
          <FormFields entry={entry} fields={fields} />
          <FormGuard resource={entry.name} id={null} fields={fields} saved={saved} onRestored={() => setRestored(true)} />
        </SimpleForm>
      </Create>
    </>
  );
}
