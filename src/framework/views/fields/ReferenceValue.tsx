import { useContext } from 'react';
import { ReferenceField, TextField } from 'react-admin';
import { recordTarget } from '../../pageTarget';
import { RegistryContext } from '../../registry';
import { useAccessSubject } from '../../useAccessSubject';

/**
 * The name of the record a reference field points at (getMany on the target). On a detail page it
 * links to that record's detail when the target has one and the user may open it; in a list cell
 * it stays text (a row or a phone card is a link already, and links do not nest).
 */
export function ReferenceValue({ source, reference, optionText, linked }: { source: string; reference: string; optionText: string; linked: boolean }) {
  const registry = useContext(RegistryContext);
  const { subject } = useAccessSubject();
  const target = linked && registry ? recordTarget(registry, reference, subject) : null;
  return (
    <ReferenceField source={source} reference={reference} link={target ? (record) => target(String(record.id)) : false}>
      <TextField source={optionText} />
    </ReferenceField>
  );
}
