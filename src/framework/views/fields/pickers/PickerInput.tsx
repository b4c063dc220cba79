// The lazy chunk of the form and filter date inputs: react-admin's input state around MUI X's
// community pickers, in the panel's language and date format.
import { useCallback } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { DATE_FORMATS, DATE_TIME_FORMATS } from '../../../../domain/dates';
import { usePanelFormat } from '../usePanelFormat';
import { PanelLocalization } from './PanelLocalization';
import { boundToPicker, dayToPicker, instantToPicker, pickerToBound, pickerToDay, pickerToInstant } from './pickerValues';

export interface PickerInputProps {
  source: string;
  label: string;
  /**
   * `date` holds `YYYY-MM-DD`; `datetime` holds the ISO instant of the chosen zone's wall clock;
   * `dayStart` and `dayEnd` pick a day and hold the instant that starts it, or the midnight after
   * it (an all-day leave's bounds), in the chosen zone.
   */
  kind: 'date' | 'datetime' | 'dayStart' | 'dayEnd';
  validate?: Validator | Validator[];
  helperText?: string | false;
  sx?: SxProps<Theme>;
  size?: 'small' | 'medium';
}

export default function PickerInput({ source, label, kind, validate, helperText, sx, size }: PickerInputProps) {
  const { language, timeZone } = usePanelFormat();
  const { id, field, fieldState, isRequired } = useInput({ source, validate });
  const bound = kind === 'dayStart' || kind === 'dayEnd';
  const value =
    kind === 'date' ? dayToPicker(field.value) : bound ? boundToPicker(field.value, timeZone, kind === 'dayEnd') : instantToPicker(field.value, timeZone);
  const { onChange } = field;
  // A half-typed date keeps the last whole value: the form never holds an invalid one.
  const change = useCallback(
    (date: Date | null) => {
      const next =
        kind === 'date'
          ? pickerToDay(date)
          : kind === 'dayStart' || kind === 'dayEnd'
            ? pickerToBound(date, timeZone, kind === 'dayEnd')
            : pickerToInstant(date, timeZone);
      if (next !== undefined) onChange(next);
    },
    [kind, timeZone, onChange],
  );
  const invalid = fieldState.invalid;
  const textField = {
    id,
    // The class react-admin gives each input, so pages and tests find it the same way.
    className: `ra-input ra-input-${source}`,
    name: field.name,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: invalid,
    helperText: helperText !== false || invalid ? <InputHelperText error={fieldState.error?.message} helperText={helperText} /> : null,
    sx,
    size,
  };
  const common = {
    label: <FieldTitle label={label} source={source} isRequired={isRequired} />,
    value,
    onChange: change,
    // One plain text box (not MUI X's section spans): labelled, typed and read like the other inputs.
    enableAccessibleFieldDOMStructure: false as const,
    // The calendar is named by the field's label (ours carries react-admin's id, not MUI X's).
    slotProps: { textField, popper: { 'aria-labelledby': `${id}-label` } },
  };
  return (
    <PanelLocalization language={language}>
      {kind !== 'datetime' ? (
        <DatePicker {...common} format={DATE_FORMATS[language]} />
      ) : (
        <DateTimePicker {...common} format={DATE_TIME_FORMATS[language]} ampm={false} />
      )}
    </PanelLocalization>
  );
}
