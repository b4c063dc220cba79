import { useCallback, useMemo } from 'react';
import { Create, SimpleForm, useTranslate, type Identifier } from 'react-admin';
import { fillPath } from '../paths';
import type { ResourceEntry } from '../types';
import { BackToList } from './BackToList';
import { FormFields } from './FormFields';
import { writableFields, writableValues } from './writableValues';

/** The generated create page at its spec path; after saving it opens the new record's detail. */
export default function CreateView({ entry }: { entry: ResourceEntry }) {
  const translate = useTranslate();
  const fields = useMemo(() => writableFields(entry, entry.create?.fields), [entry]);
  const transform = useCallback((values: Record<string, unknown>) => writableValues(entry, fields, values), [entry, fields]);
  const { show, list } = entry.routes;
  const redirect = useCallback(
    (_resource?: string, id?: Identifier) => (show && id != null ? fillPath(show, { id }) : (list ?? '/')),
    [show, list],
  );
  return (
    <>
      <BackToList entry={entry} />
      <Create resource={entry.name} title={translate(entry.titleKey)} redirect={redirect} transform={transform}>
        <SimpleForm noValidate>
          <FormFields entry={entry} fields={fields} />
        </SimpleForm>
      </Create>
    </>
  );
}
