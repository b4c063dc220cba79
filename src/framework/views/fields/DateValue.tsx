import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { displayDate, displayDateTime } from './format';
import { usePanelFormat } from './usePanelFormat';

/** A date (calendar day) or a date and time, in the spec's format and the user's time zone. */
export function DateValue({ source, withTime }: { source: string; withTime?: boolean }) {
  const value = useFieldValue({ source });
  const format = usePanelFormat();
  const text = withTime ? displayDateTime(value, format) : displayDate(value, format);
  if (!text) return null;
  return (
    <Typography component="time" variant="body2" dateTime={String(value)}>
      {text}
    </Typography>
  );
}
