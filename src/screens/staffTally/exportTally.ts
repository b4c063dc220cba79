// The tally's CSV: one row per person, a column per day, then the totals; headers and codes in the
// panel's language. Written with the framework's CSV writer (quoting, formula-safe cells).
import { downloadCSV } from 'react-admin';
import type { TallyReply } from '../../domain/tally';
import { toCsv, type CsvValue } from '../../framework/views/csv';
import { cellView, hours, T } from './cells';

const UTF8_BOM = '\uFEFF';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function tallyCsv(tally: TallyReply, language: string, translate: Translate, storeName: (id: string) => string): string {
  const headers = [
    translate(`${T}.person`),
    translate('app.framework.store.label'),
    ...tally.days.map((day) => day.day),
    translate(`${T}.totals.worked_hours`),
    translate(`${T}.totals.worked_days`),
    translate(`${T}.totals.leave_days`),
    translate(`${T}.totals.absent_days`),
    translate(`${T}.totals.off_days`),
    translate(`${T}.totals.holiday_days`),
  ];
  const rows = tally.people.map((person): CsvValue[] => [
    person.name,
    storeName(person.warehouseId),
    ...person.cells.map((cell) => {
      const view = cellView(cell, language, translate);
      return cell.kind === 'worked' ? view.short : cell.kind === 'future' ? '' : view.long;
    }),
    hours(person.totals.workedMinutes, language),
    person.totals.workedDays,
    person.totals.leaveDays,
    person.totals.absentDays,
    person.totals.offDays,
    person.totals.holidayDays,
  ]);
  return `${UTF8_BOM}${toCsv(headers, rows)}`;
}

export function downloadTally(csv: string, month: string): void {
  downloadCSV(csv, `staff-tally-${month}`);
}
