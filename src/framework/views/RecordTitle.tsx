import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceEntry } from '../types';

/** "Vehicles: 34 ABC 123": the resource title, then the field that names the record. */
export function RecordTitle({ entry }: { entry: ResourceEntry }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const title = translate(entry.titleKey);
  const name = entry.recordRepresentation ? record?.[entry.recordRepresentation] : undefined;
  return <span>{name != null && name !== '' ? `${title}: ${String(name)}` : title}</span>;
}
