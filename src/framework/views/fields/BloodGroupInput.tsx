import { SelectInput, type SelectInputProps } from 'react-admin';
import { bloodGroupChoices } from '../../../domain/validators/bloodGroups';
import { usePanelFormat } from './usePanelFormat';

/** The spec's blood groups as a choice list, labelled in the user's language (English: O, not 0). */
export function BloodGroupInput(props: Omit<SelectInputProps, 'choices'>) {
  const { language } = usePanelFormat();
  return <SelectInput {...props} choices={bloodGroupChoices(language === 'tr' ? 'tr' : 'en')} />;
}
