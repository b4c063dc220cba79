import { useCallback } from 'react';
import { DateTimeInput, type DateTimeInputProps } from 'react-admin';
import { usePanelFormat } from './usePanelFormat';
import { fromZonedInput, toZonedInput } from '../../../domain/zonedTime';

/** react-admin's DateTimeInput on the user's chosen time zone instead of the browser's. */
export function ZonedDateTimeInput(props: DateTimeInputProps) {
  const { timeZone } = usePanelFormat();
  const format = useCallback((value: unknown) => toZonedInput(value, timeZone), [timeZone]);
  const parse = useCallback((value: unknown) => fromZonedInput(value, timeZone), [timeZone]);
  return <DateTimeInput {...props} format={format} parse={parse} />;
}
