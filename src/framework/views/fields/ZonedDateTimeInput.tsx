import { useWatch } from 'react-hook-form';
import type { Validator } from 'react-admin';
import { PickerInput } from './LazyPickers';

interface Props {
  source: string;
  label: string;
  validate?: Validator | Validator[];
  /** The datetime field's `dayWhen`: a day picker while the form's flag is on (an all-day leave). */
  dayWhen?: { field: string; end?: boolean };
}

/** A date and time picker on the user's chosen time zone instead of the browser's; holds the ISO instant. */
export function ZonedDateTimeInput({ dayWhen, ...props }: Props) {
  if (dayWhen) return <DayOrTimeInput {...props} dayWhen={dayWhen} />;
  return <PickerInput {...props} kind="datetime" />;
}

/** A day (its first instant, or the midnight after it for an end) while the flag is on, else a date and time. */
function DayOrTimeInput({ dayWhen, ...props }: Omit<Props, 'dayWhen'> & { dayWhen: { field: string; end?: boolean } }) {
  const wholeDays = useWatch({ name: dayWhen.field }) === true;
  const kind = wholeDays ? (dayWhen.end ? 'dayEnd' : 'dayStart') : 'datetime';
  return <PickerInput key={kind} {...props} kind={kind} />;
}
