// A day picker that does not ask the gateway at every keystroke: what is typed is committed once
// it is a whole date and the user paused (or left the field), and the field then shows the day
// the period really starts or ends on (a week starts on Monday, a month on the 1st).
import { TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { parseDay } from './ranges';

const COMMIT_AFTER_MS = 600;

interface DayInputProps {
  label: string;
  /** The day the resolved period shows. */
  value: string;
  /** What was last committed: a commit that resolves to the same `value` still resets the field. */
  committed: string | null;
  onCommit: (day: string) => void;
}

export function DayInput({ label, value, committed, onCommit }: DayInputProps) {
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  // The resolved period moved (another input, a clamp): show it.
  useEffect(() => {
    setDraft(value);
  }, [value, committed]);
  useEffect(() => cancel, []);

  const commit = (day: string) => {
    cancel();
    if (parseDay(day) !== null && day !== value && day !== committed) onCommit(day);
    else setDraft(value);
  };

  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={draft}
      onChange={(event) => {
        const day = event.target.value;
        setDraft(day);
        cancel();
        if (parseDay(day) !== null) timer.current = setTimeout(() => commit(day), COMMIT_AFTER_MS);
      }}
      onBlur={() => {
        if (draft !== value) commit(draft);
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '2000-01-01' } }}
      sx={{ width: { xs: 'auto', md: 170 }, minWidth: 0, flex: { xs: '1 1 0', md: '0 0 auto' } }}
    />
  );
}
