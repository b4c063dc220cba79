import { SelectInput, type SelectInputProps } from 'react-admin';
import { bloodGroupChoices } from '../../../domain/validators/bloodGroups';

/** The spec's blood groups as a choice list, labelled through the catalogue (English: O, not 0). */
export function BloodGroupInput(props: Omit<SelectInputProps, 'choices'>) {
  return <SelectInput {...props} choices={bloodGroupChoices()} />;
}
