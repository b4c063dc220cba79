import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import type { ResourceEntry } from '../types';
import { enumView } from './fields/enumView';

/**
 * "Vehicles: 34 ABC 123": the resource title, then the field that names the record; a reference
 * (a leave's person) names it by the referenced record's option text, an enumeration (an
 * equipment right's item) by its label.
 */
export function RecordTitle({ entry }: { entry: ResourceEntry }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const title = translate(entry.titleKey);
  const field = entry.recordRepresentation ? entry.fields[entry.recordRepresentation] : undefined;
  const raw = entry.recordRepresentation ? record?.[entry.recordRepresentation] : undefined;
  const reference = field?.kind === 'reference' ? field : undefined;
  const { data: referenced } = useGetOne(reference?.reference ?? '', { id: String(raw ?? '') }, { enabled: Boolean(reference && raw != null && raw !== '') });
  const enumKey = field?.kind === 'enum' ? enumView(field.enumeration).labelKey(raw) : undefined;
  const name = reference ? (referenced as Record<string, unknown> | undefined)?.[reference.optionText] : enumKey ? translate(enumKey) : raw;
  return <span>{name != null && name !== '' ? `${title}: ${String(name)}` : title}</span>;
}
