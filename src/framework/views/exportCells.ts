// What one exported cell holds: the value as people read it on screen (enum labels, yes/no,
// reference names, dates in the spec's format and the user's zone), numbers left as numbers so
// a spreadsheet can still add them up.
import { datetimeShown } from '../../domain/declaration/fields';
import type { FieldDescriptor } from '../../domain/declaration/fields';
import type { CsvValue } from './csv';
import { enumView } from './fields/enumView';
import { displayDate, displayDateTime, periodText, type PanelFormat } from './fields/format';

export interface ExportContext {
  translate: (key: string, options?: Record<string, unknown>) => string;
  format: PanelFormat;
  /** Names of referenced records by field, then by id. */
  references: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

export function exportCell(source: string, field: FieldDescriptor, record: Record<string, unknown>, context: ExportContext): CsvValue {
  const value = record[source];
  if (value === null || value === undefined || value === '') return '';
  switch (field.kind) {
    case 'number':
    case 'money': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number : String(value);
    }
    case 'date':
      return displayDate(value, context.format);
    case 'datetime': {
      const shown = datetimeShown(field, record, value);
      return shown.dayOnly ? displayDate(shown.value as never, context.format) : displayDateTime(value, context.format);
    }
    case 'enum': {
      const key = enumView(field.enumeration).labelKey(value);
      return key ? context.translate(key) : String(value);
    }
    case 'boolean':
      return context.translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'reference':
      return context.references.get(source)?.get(String(value)) ?? String(value);
    case 'period':
      return periodText(value, field.unit, context.format);
    case 'file':
      // The names: a file's link expires within minutes, a spreadsheet keeps it for good.
      return [value].flat().map((file) => (file as { name?: string }).name ?? '').join(', ');
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
