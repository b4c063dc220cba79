// The lazy chunk of a controlled day picker (no form around it), in the panel's language.
import { useRef } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DATE_FORMATS } from '../../../../domain/dates';
import { usePanelFormat } from '../usePanelFormat';
import { PanelLocalization } from './PanelLocalization';
import { dayToPicker, pickerToDay } from './pickerValues';

export interface DayPickerProps {
  label: string;
  /** `YYYY-MM-DD`. */
  value: string;
  /** Every edit: the day once whole, undefined while half typed, null when cleared. */
  onChange: (day: string | null | undefined) => void;
  /** A day picked in the calendar (not typed). */
  onAccept?: (day: string) => void;
  onBlur?: () => void;
  minDay?: string;
  /** Said under the field (an error when `error`), tied to it for screen readers. */
  helperText?: string;
  error?: boolean;
  sx?: SxProps<Theme>;
}

export default function DayPicker({ label, value, onChange, onAccept, onBlur, minDay, helperText, error, sx }: DayPickerProps) {
  const { language } = usePanelFormat();
  // MUI X accepts typed days too; only a day picked while the calendar is open counts as picked.
  const open = useRef(false);
  return (
    <PanelLocalization language={language}>
      <DatePicker
        label={label}
        value={dayToPicker(value)}
        onChange={(date) => onChange(pickerToDay(date))}
        onOpen={() => {
          open.current = true;
        }}
        onClose={() => {
          open.current = false;
        }}
        onAccept={(date) => {
          const day = pickerToDay(date);
          if (day && open.current) onAccept?.(day);
        }}
        minDate={minDay ? (dayToPicker(minDay) ?? undefined) : undefined}
        format={DATE_FORMATS[language]}
        enableAccessibleFieldDOMStructure={false}
        // `error` only when set: otherwise the picker's own validation decides it.
        slotProps={{ textField: { size: 'small', onBlur, sx, helperText, ...(error ? { error: true } : {}) } }}
      />
    </PanelLocalization>
  );
}
