// The lazy chunk of the form and filter date inputs: react-admin's input state around MUI X's
// community pickers, in the panel's language and date format. It replaces the typed box
// (TypedDateInput.tsx) when the user first opens the calendar, and opens with it.
import { useCallback, useEffect, useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { DATE_FORMATS, DATE_TIME_FORMATS } from '../../../../domain/dates';
import { usePanelFormat } from '../usePanelFormat';
import { PanelLocalization } from './PanelLocalization';
import { pickerToValue, valueToPicker, type DateFieldProps } from './pickerValues';

export interface PickerInputProps extends DateFieldProps {
  /** Drawn with its calendar open (the user asked for it before the chunk arrived). */
  opened?: boolean;
}

export default function PickerInput({ source, label, kind, validate, helperText, sx, size, opened = false }: PickerInputProps) {
  const { language, timeZone } = usePanelFormat();
  const { id, field, fieldState, isRequired } = useInput({ source, validate });
  const [open, setOpen] = useState(false);
  const { trigger } = useFormContext();
  useEffect(() => {
    if (!opened) return;
    // The calendar gives focus back to what had it when it opened: its own button (a phone's
    // picker has none: its box), not the page (the typed box's button that asked for it is gone).
    const root = document.getElementById(id)?.closest('.ra-input');
    (root?.querySelector('button') ?? root?.querySelector('input'))?.focus();
    setOpen(true);
    // an error of the typed box (a half-typed date) is the form's no longer
    if (fieldState.invalid) void trigger(source);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the picker replaces the typed box
  }, []);
  const value = valueToPicker(kind, field.value, timeZone);
  const { onChange } = field;
  // A half-typed date keeps the last whole value: the form never holds an invalid one.
  const change = useCallback(
    (date: Date | null) => {
      const next = pickerToValue(kind, date, timeZone);
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
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
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
