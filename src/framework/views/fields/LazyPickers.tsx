// The date pickers load only where a date input is drawn: their chunk (MUI X and the date-fns
// adapter) stays out of the first load. Until it arrives, an empty disabled box of the same
// label holds the place, and holds the field's rules too: a form sent before the chunk arrives
// is still checked (a required date says so instead of being left out).
import { lazy, Suspense } from 'react';
import { TextField } from '@mui/material';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import type { PickerInputProps } from './pickers/PickerInput';
import type { DayPickerProps } from './pickers/DayPicker';

const LazyPickerInput = lazy(() => import('./pickers/PickerInput'));
const LazyDayPicker = lazy(() => import('./pickers/DayPicker'));

function Placeholder({ label, size }: { label: string; size?: 'small' }) {
  const translate = useTranslate();
  return <TextField disabled size={size} label={translate(label, { _: label })} slotProps={{ inputLabel: { shrink: true } }} />;
}

/** The placeholder inside a form: the field is registered with its rules, its error shown. */
function InputPlaceholder({ source, label, validate, size }: { source: string; label: string; validate?: Validator | Validator[]; size?: 'small' }) {
  const translate = useTranslate();
  const { id, fieldState } = useInput({ source, validate });
  return (
    <TextField
      id={id}
      disabled
      size={size}
      label={translate(label, { _: label })}
      error={fieldState.invalid}
      helperText={fieldState.invalid ? <InputHelperText error={fieldState.error?.message} /> : undefined}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** A react-admin date or datetime input drawn with MUI X's picker. */
export function PickerInput({ source, label, kind, validate, helperText, sx, size }: PickerInputProps & { alwaysOn?: boolean }) {
  // Only the picker's own props pass on: a filter form adds others (resource, record, ...).
  return (
    <Suspense fallback={<InputPlaceholder source={source} label={label} validate={validate} size={size === 'small' ? 'small' : undefined} />}>
      <LazyPickerInput {...{ source, label, kind, validate, helperText, sx, size }} />
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
