import { Chip, Stack, Typography } from '@mui/material';
import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { datetimeShown, type FieldDescriptor } from '../../../domain/declaration/fields';
import { wallClock } from '../../../domain/dates';
import { expiryState } from '../../../domain/expiry';
import { displayDate, displayDateTime } from './format';
import { usePanelFormat } from './usePanelFormat';

/**
 * A date (calendar day) or a date and time, in the spec's format and the user's time zone. An
 * expiry date also says, in words and colour, when it has run out (red) or soon will (amber).
 */
export function DateValue({ source, withTime, expiry, field }: { source: string; withTime?: boolean; expiry?: boolean; field?: FieldDescriptor }) {
  const stored = useFieldValue({ source });
  const record = useRecordContext();
  const format = usePanelFormat();
  const translate = useTranslate();
  // an all-day leave's bounds read as days (`dayWhen`)
  const { value, dayOnly } = field ? datetimeShown(field, record, stored) : { value: stored, dayOnly: false };
  const text = withTime && !dayOnly ? displayDateTime(value, format) : displayDate(value as never, format);
  if (!text) return null;
  const time = (
    <Typography component="time" variant="body2" dateTime={String(stored)}>
      {text}
    </Typography>
  );
  const state = expiry ? expiryState(value, wallClock(new Date(), format.timeZone)) : null;
  if (!state) return time;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} data-expiry={state}>
      {time}
      <Chip
        size="small"
        color={state === 'expired' ? 'error' : 'warning'}
        label={translate(state === 'expired' ? 'app.framework.expiry.expired' : 'app.framework.expiry.soon')}
      />
    </Stack>
  );
}
