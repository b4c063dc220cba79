import { useInput } from 'react-admin';
import { dayOf, mondayOf } from '../../../domain/shiftPlan';
import { usePanelFormat } from '../fields/usePanelFormat';
import { PeriodStepper } from './PeriodStepper';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A `period('week')` filter: the week shown as the stepper's heading, with the weeks before and
 * after and "This week" (the list opens on it, see periodDefaults); any day picked names its
 * Monday, on the user's calendar.
 */
export function WeekFilterInput({ source }: { source: string; label: string; alwaysOn: boolean }) {
  const { field } = useInput({ source });
  const { language, timeZone } = usePanelFormat();
  const current = mondayOf(dayOf(new Date(), timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone));
  const value = typeof field.value === 'string' && DAY.test(field.value) ? mondayOf(field.value) : current;
  return <PeriodStepper unit="week" value={value} language={language} current={current} onChange={(week) => field.onChange(week ?? current)} />;
}
