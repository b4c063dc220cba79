// The date pickers load only when a calendar is opened: their chunk (MUI X and the date-fns
// adapter, about 65 KB gzip) stays out of a list's first load. Until then a date input is a
// typed box in the panel's format (TypedDateInput.tsx) with the field's rules, so a form sent
// before the chunk arrives is still checked; its calendar button brings the picker in, opened.
import { lazy, Suspense, useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PickerInputProps } from './pickers/PickerInput';
import type { DayPickerProps } from './pickers/DayPicker';
import { TypedDateInput } from './TypedDateInput';

const loadPickerInput = () => import('./pickers/PickerInput');
const LazyPickerInput = lazy(loadPickerInput);
const LazyDayPicker = lazy(() => import('./pickers/DayPicker'));

// Fetched early when the user comes near a date input; a failed fetch is retried by the calendar.
const warm = () => void loadPickerInput().catch(() => undefined);

function Placeholder({ label, size }: { label: string; size?: 'small' }) {
  const translate = useTranslate();
  return <TextField disabled size={size} label={translate(label, { _: label })} slotProps={{ inputLabel: { shrink: true } }} />;
}

/** A react-admin date or datetime input: typed first, MUI X's picker once its calendar is asked for. */
export function PickerInput({ source, label, kind, validate, helperText, sx, size }: Omit<PickerInputProps, 'opened'> & { alwaysOn?: boolean }) {
  const [calendar, setCalendar] = useState(false);
  // Only the input's own props pass on: a filter form adds others (resource, record, ...).
  const own = { source, label, kind, validate, helperText, sx, size };
  const typed = <TypedDateInput {...own} onOpenCalendar={() => setCalendar(true)} onWarm={warm} />;
  if (!calendar) return typed;
  return (
    <Suspense fallback={typed}>
      <LazyPickerInput {...own} opened />
    </Suspense>
  );
}

/** A controlled day picker, for inputs outside a form. */
export function DayPicker(props: DayPickerProps) {
  return (
    <Suspense fallback={<Placeholder label={props.label} size="small" />}>
      <LazyDayPicker {...props} />
    </Suspense>
  );
}
