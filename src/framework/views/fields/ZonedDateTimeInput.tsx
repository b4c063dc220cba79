import type { Validator } from 'react-admin';
import { PickerInput } from './LazyPickers';

interface Props {
  source: string;
  label: string;
  validate?: Validator | Validator[];
}

/** A date and time picker on the user's chosen time zone instead of the browser's; holds the ISO instant. */
export function ZonedDateTimeInput(props: Props) {
  return <PickerInput {...props} kind="datetime" />;
}
