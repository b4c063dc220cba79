// A date input as a plain text box in the panel's date format, drawn before MUI X's pickers have
// loaded (they weigh about 65 KB gzip): a date typed here is read without them, and its calendar
// button asks for them (LazyPickers.tsx swaps in the picker, opened).
import { useEffect, useMemo, useRef, useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
// the icon MUI X's own calendar button draws, so the box does not change as the picker takes its place
import CalendarIcon from '@mui/icons-material/Event';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { DATE_FORMATS, DATE_TIME_FORMATS, formatDate, formatDateTime } from '../../../domain/dates';
import { parseDateText } from '../../../domain/dateText';
import type { EnabledLanguageCode } from '../../../domain/languages';
import { pickerToValue, valueToPicker, type DateFieldProps, type DateInputKind } from './pickers/pickerValues';
import { usePanelFormat } from './usePanelFormat';

export interface TypedDateInputProps extends DateFieldProps {
  /** The calendar button was pressed. */
  onOpenCalendar: () => void;
  /** The user came near the field: a good moment to fetch the calendar. */
  onWarm?: () => void;
}

const T = 'app.framework.date_input';

/** A form's value as the text the box shows. */
function textOf(kind: DateInputKind, value: unknown, language: EnabledLanguageCode, timeZone?: string): string {
  const shown = valueToPicker(kind, value, timeZone);
  return kind === 'datetime' ? formatDateTime(shown, language) : formatDate(shown, language);
}

export function TypedDateInput({ source, label, kind, validate, helperText, sx, size, onOpenCalendar, onWarm }: TypedDateInputProps) {
  const translate = useTranslate();
  const { language, timeZone } = usePanelFormat();
  const pattern = kind === 'datetime' ? DATE_TIME_FORMATS[language] : DATE_FORMATS[language];
  const format = translate(`${T}.format.${kind === 'datetime' ? 'datetime' : 'date'}`);
  // A half-typed text holds no value: it is an error of its own rather than a silent older value.
  const whole = useRef(true);
  const rules = useMemo(() => {
    const wholeText = () => (whole.current ? undefined : { message: `${T}.whole`, args: { format } });
    return [wholeText, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  }, [validate, format]);
  const { id, field, fieldState, isRequired } = useInput({ source, validate: rules });
  const { trigger } = useFormContext();

  const [text, setText] = useState(() => textOf(kind, field.value, language, timeZone));
  // The value this box last wrote: any other (a reset, a cleared filter, a reload) is shown anew.
  const written = useRef<unknown>(field.value);
  useEffect(() => {
    if (written.current === field.value) return;
    written.current = field.value;
    whole.current = true;
    setText(textOf(kind, field.value, language, timeZone));
  }, [field.value, kind, language, timeZone]);

  const type = (next: string) => {
    setText(next);
    const parsed = parseDateText(next, pattern);
    const value = parsed === undefined ? undefined : pickerToValue(kind, parsed, timeZone);
    whole.current = value !== undefined;
    if (value !== undefined && value !== field.value) {
      written.current = value;
      field.onChange(value);
    }
    // an error shown is checked again at once, so righting the text clears it
    if (fieldState.invalid) void trigger(source);
  };

  const invalid = fieldState.invalid;
  return (
    <TextField
      id={id}
      // The class react-admin gives each input, so pages and tests find it the same way.
      className={`ra-input ra-input-${source}`}
      name={field.name}
      inputRef={field.ref}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      value={text}
      onChange={(event) => type(event.target.value)}
      onFocus={onWarm}
      onBlur={() => {
        field.onBlur();
        if (!whole.current) void trigger(source);
      }}
      placeholder={format}
      error={invalid}
      helperText={helperText !== false || invalid ? <InputHelperText error={fieldState.error?.message} helperText={helperText} /> : null}
      sx={sx}
      size={size}
      autoComplete="off"
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label={translate(`${T}.open`)} onClick={onOpenCalendar} onPointerEnter={onWarm}>
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
