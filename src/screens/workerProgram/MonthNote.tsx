import { useMemo } from 'react';
import { Alert } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { formatCalendarDay } from '../../domain/dates';
import { currentFinancialMonth, financialMonthDays } from '../../domain/financialMonth';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';

/** Above a program's rows: the month in progress says its tiers are not settled yet. */
export function MonthNote() {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const { language, timeZone } = usePanelFormat();
  const current = useMemo(() => currentFinancialMonth(new Date(), timeZone), [timeZone]);
  const month = (filterValues.month as string | undefined) ?? current;
  if (month !== current) return null;
  return (
    <Alert severity="info" sx={{ m: 1 }} data-month-note>
      {translate('workerProgram.in_progress', { last: formatCalendarDay(financialMonthDays(month).last, language) })}
    </Alert>
  );
}
