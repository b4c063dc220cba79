import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Link as MuiLink } from '@mui/material';
import { Create, SimpleForm, useNotify, useRedirect, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { fillPath } from '../paths';
import type { ResourceEntry } from '../types';
import { BackToList } from './BackToList';
import { FieldGroups } from './FieldGroups';
import { FormFields } from './FormFields';
import { FormGuard } from './forms/FormGuard';
import { errorNotification, linkOf, wasWritten } from './forms/saveOutcome';
import { usePanelFormat } from './fields/usePanelFormat';
import { writableFields, writableValues } from './writableValues';

// Values kept from an ended session are put back as changes; react-admin's first reset keeps them.
const KEEP_TYPED_VALUES = { keepDirtyValues: true };

/**
 * The generated create page at its spec path, its inputs under the declared groups' headings;
 * after saving it opens the new record's detail. Unsaved changes are guarded (FormGuard). A
 * refusal that names another record (`link`: a duplicate) stays above the form with a link to it.
 */
export default function CreateView({ entry }: { entry: ResourceEntry }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirectTo = useRedirect();
  const fields = useMemo(() => writableFields(entry, entry.create?.fields), [entry]);
  const { country } = usePanelFormat();
  const transform = useCallback((values: Record<string, unknown>) => writableValues(entry, fields, values, { country }), [entry, fields, country]);
  const saved = useRef(false);
  const [restored, setRestored] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; path: string } | null>(null);
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
  const onError = useCallback(
    (error: unknown) => {
      const path = linkOf(error);
      if (path) setRefusal({ message: (error as { message: string }).message, path });
      else notify(...errorNotification(error));
    },
    [notify],
  );
  return (
    <>
      <BackToList entry={entry} />
      <Create resource={entry.name} title={translate(`resources.${entry.name}.createLabel`, { _: translate(entry.titleKey) })} transform={transform} mutationOptions={{ onSuccess, onError }}>
        <SimpleForm noValidate resetOptions={KEEP_TYPED_VALUES} defaultValues={entry.create?.defaults}>
          {restored && (
            <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
              {translate('app.framework.form.restored')}
            </Alert>
          )}
          {refusal && (
            <Alert severity="error" sx={{ mb: 2, width: '100%' }} role="alert">
              {refusal.message}{' '}
              <MuiLink component={Link} to={refusal.path}>
                {translate('app.framework.form.open_linked')}
              </MuiLink>
            </Alert>
          )}
          <FieldGroups resource={entry.name} fields={fields} groups={entry.create?.groups} render={(shown) => <FormFields entry={entry} fields={shown} />} />
          <FormGuard resource={entry.name} id={null} fields={fields} saved={saved} onRestored={() => setRestored(true)} />
        </SimpleForm>
      </Create>
    </>
  );
}
