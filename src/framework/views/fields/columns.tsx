import type { ComponentType } from 'react';
import { DataTable } from 'react-admin';
import type { ResourceEntry } from '../../types';
import { FieldValue } from './FieldValue';
import { fieldLabelKey } from './labels';

// Kinds a cell shows as their plain text: react-admin's DataTable draws a column without children
// as the value's string in the cell (its font is the cell's), without a field component and its
// styled Typography per cell (several components fewer for every row of such a column).
const PLAIN_TEXT_KINDS: ReadonlySet<string> = new Set(['text', 'nationalId', 'personName']);

/**
 * The DataTable column of a declared field. Built as a DataTable.Col element (not a wrapper
 * component) because DataTable and the column chooser read their children's props. `Cell`: the
 * screen's own cell for it (a list part), in the row's record.
 */
export function columnFor(entry: ResourceEntry, source: string, Cell?: ComponentType) {
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
      {Cell ? <Cell /> : PLAIN_TEXT_KINDS.has(field.kind) ? undefined : <FieldValue resource={entry.name} source={source} field={field} variant="cell" />}
    </DataTable.Col>
  );
}
