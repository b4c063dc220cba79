// A day picker that does not ask the gateway at every keystroke: what is typed is committed once
// it is a whole date and the user paused (or left the field), and the field then shows the day
// the period really starts or ends on (a week starts on Monday, a month on the 1st).
import { useEffect, useRef, useState } from 'react';
import { DayPicker } from '../../framework/views/fields/LazyPickers';
import { parseDay } from './ranges';

const COMMIT_AFTER_MS = 600;

interface DayInputProps {
  label: string;
  /** The day the resolved period shows. */
  value: string;
  /** What was last committed: a commit that resolves to the same `value` still resets the field. */
  committed: string | null;
  onCommit: (day: string) => void;
  /** What the field says about the period: its days refused (`error`) or shortened. */
  helperText?: string;
  error?: boolean;
}

export function DayInput({ label, value, committed, onCommit, helperText, error }: DayInputProps) {
  const [draft, setDraft] = useState(value);
  // Drawing the picker anew puts back the shown day after a half-typed or cleared one.
  const [generation, setGeneration] = useState(0);
  const unfinished = useRef(false);
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
    <DayPicker
      key={generation}
      label={label}
      value={draft}
      minDay="2000-01-01"
      helperText={helperText}
      error={error}
      onChange={(day) => {
        cancel();
        unfinished.current = !day;
        if (!day) return;
        setDraft(day);
        if (parseDay(day) !== null) timer.current = setTimeout(() => commit(day), COMMIT_AFTER_MS);
      }}
      // A day picked in the calendar is meant at once.
      onAccept={(day) => commit(day)}
      onBlur={() => {
        if (unfinished.current) {
          unfinished.current = false;
          setGeneration((count) => count + 1);
        }
        if (draft !== value) commit(draft);
      }}
      sx={{ width: { xs: 'auto', md: 170 }, minWidth: 0, flex: { xs: '1 1 0', md: '0 0 auto' } }}
    />
  );
}
