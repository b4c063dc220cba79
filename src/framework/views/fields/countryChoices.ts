import type { FieldDescriptor } from '../../../domain/declaration/fields';
import { enumView } from './enumView';

/** An enumeration's choices, narrowed to what the country offers when the field says so. */
export function countryChoices(field: Extract<FieldDescriptor, { kind: 'enum' }>, country: string | null | undefined) {
  const choices = enumView(field.enumeration).choices();
  if (!field.valuesOf) return choices;
  const offered = field.valuesOf(country);
  return choices.filter((choice) => offered.includes(choice.id));
}
