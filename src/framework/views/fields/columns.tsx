import { DataTable } from 'react-admin';
import type { ResourceEntry } from '../../types';
import { FieldValue } from './FieldValue';
import { fieldLabelKey } from './labels';

/**
 * The DataTable column of a declared field. Built as a DataTable.Col element (not a wrapper
 * component) because DataTable and the column chooser read their children's props.
 */
export function columnFor(entry: ResourceEntry, source: string) {
  const field = entry.fields[source];
  if (!field) throw new Error(`${entry.name}: list column "${source}" is not a declared field`);
  return (
    <DataTable.Col
      key={source}
      source={source}
      label={fieldLabelKey(entry.name, source, field)}
      disableSort={!field.sortable}
      align={field.kind === 'number' || field.kind === 'money' ? 'right' : undefined}
    >
      <FieldValue resource={entry.name} source={source} field={field} variant="cell" />
    </DataTable.Col>
  );
}
