import { useCallback, useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { calendarDay, formatCalendarDay } from '../../../domain/dates';
import { checkDayRange } from '../../../domain/validators/dayRange';
import { PickerInput } from './LazyPickers';
import { usePanelFormat } from './usePanelFormat';

export interface DateRangeSpec {
  from: string;
  to: string;
  maxDays: number;
}

interface Props {
  source: string;
  label: string;
  range: DateRangeSpec;
  alwaysOn?: boolean;
}

const T = 'app.framework.date_range';

/**
 * One end of a date range filter. A range picked backwards is an error at the field (so the
 * filter form, which applies nothing while invalid, never sends it); a range longer than the
 * list's call allows says at its first field which days the list shows instead.
 */
export function DateRangeFilterInput({ source, label, range }: Props) {
  const translate = useTranslate();
  const { language, timeZone } = usePanelFormat();
  const isFrom = source === range.from;
  const [from, to] = useWatch({ name: [range.from, range.to] }) as [unknown, unknown];
  const check = checkDayRange(from, to, { maxDays: range.maxDays, today: calendarDay(new Date(), timeZone) });

  const validate = useCallback(
    (_value: unknown, values: Record<string, unknown>) => {
      const verdict = checkDayRange(values[range.from], values[range.to], { maxDays: range.maxDays, today: '' });
      return verdict.kind === 'backwards' ? `${T}.${isFrom ? 'after_end' : 'before_start'}` : undefined;
    },
    [range, isFrom],
  );

  // Editing one end may right (or wrong) the other: it checks itself again.
  const { trigger } = useFormContext();
  const own = isFrom ? from : to;
  const previous = useRef(own);
  useEffect(() => {
    if (previous.current === own) return;
    previous.current = own;
    void trigger(isFrom ? range.to : range.from);
  }, [own, isFrom, range, trigger]);

  const shortened =
    isFrom && check.kind === 'ok' && check.shortened
      ? translate(`${T}.shortened`, {
          days: check.days,
          from: formatCalendarDay(check.from, language),
          to: formatCalendarDay(check.to, language),
        })
      : false;

  return (
    <PickerInput
      kind="date"
      size="small"
      source={source}
      label={label}
      validate={validate}
      helperText={shortened}
      // react-admin's filter form hides every helper text; these are the point, so they show,
      // wrapped to the field's width rather than widening it.
      sx={{ '&& .MuiFormHelperText-root': { display: 'block', width: 0, minWidth: '100%' } }}
    />
  );
}
