import type { FieldDescriptor } from '../../../domain/declaration/fields';

/** The translation key of a field's label: its own, else `resources.<resource>.fields.<source>`. */
export function fieldLabelKey(resource: string, source: string, field: FieldDescriptor): string {
  return field.labelKey ?? `resources.${resource}.fields.${source}`;
}
