import { useMemo } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { currentFinancialMonth } from '../../../domain/financialMonth';
import { usePanelFormat } from '../fields/usePanelFormat';
import { monthChoices } from './financialMonths';

/**
 * A `period` filter of financial months: the one in progress (the list opens on it, see
 * periodDefaults) and the eleven before it, never empty.
 */
export function MonthFilterInput(props: { source: string; label: string; alwaysOn: boolean }) {
  const translate = useTranslate();
  const { language, timeZone } = usePanelFormat();
  const current = currentFinancialMonth(new Date(), timeZone);
  const choices = useMemo(() => monthChoices(current, language, translate), [current, language, translate]);
  return <SelectInput {...props} choices={choices} translateChoice={false} isRequired sx={{ minWidth: 260 }} />;
}
