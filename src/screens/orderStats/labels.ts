// Bucket labels in the user's language: the gateway's local label (`2026-03-01T14:00`,
// `2026-03-01`, a week's Monday, `2026-03`) printed in the spec's date format (tr DD/MM/YYYY,
// en YYYY/MM/DD). The label is already local: no time zone may move it.
import type { CountGroupType } from '../../domain/orders';
import { DATE_FORMATS } from '../../domain/dates';
import type { EnabledLanguageCode } from '../../domain/languages';
import { formatDay, parseDay } from './ranges';

const LABEL = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:T(\d{2}):(\d{2}))?$/;

interface LabelParts {
  year: string;
  month: string;
  day: string;
  hour?: string;
}

function parts(label: string): LabelParts | null {
  const match = LABEL.exec(label);
  if (!match) return null;
  return { year: match[1]!, month: match[2]!, day: match[3] ?? '01', hour: match[4] };
}

/** A calendar day (`YYYY-MM-DD`) in the language's date format. */
export function dayLabel(day: string, language: EnabledLanguageCode): string {
  const p = parts(day);
  if (!p) return day;
  return DATE_FORMATS[language].replace('yyyy', p.year).replace('MM', p.month).replace('dd', p.day);
}

/** Day and month only, for the chart's axis: en MM/dd, tr dd/MM (the format without its year). */
function shortDay(p: LabelParts, language: EnabledLanguageCode): string {
  return language === 'tr' ? `${p.day}/${p.month}` : `${p.month}/${p.day}`;
}

function monthName(p: LabelParts, language: EnabledLanguageCode, month: 'long' | 'short'): string {
  const date = new Date(Date.UTC(Number(p.year), Number(p.month) - 1, 1));
  return new Intl.DateTimeFormat(language, { month, year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The table's label of a bucket: a day and hour, a day, a week's first and last day, a month. */
export function bucketLabel(label: string, groupType: CountGroupType, language: EnabledLanguageCode): string {
  const p = parts(label);
  if (!p) return label;
  const day = `${p.year}-${p.month}-${p.day}`;
  switch (groupType) {
    case 'hour':
      return `${dayLabel(day, language)} ${p.hour ?? '00'}:00`;
    case 'week': {
      const monday = parseDay(day);
      // No break before the dash: a narrow column wraps after it, "first –" over "last".
      return monday === null ? dayLabel(day, language) : `${dayLabel(day, language)}\u00a0– ${dayLabel(formatDay(monday + 6), language)}`;
    }
    case 'month':
      return monthName(p, language, 'long');
    default:
      return dayLabel(day, language);
  }
}

/** The chart axis' short label: 14:00 (a new day shows its date), 03/01, Mar 2026. */
export function axisLabel(label: string, groupType: CountGroupType, language: EnabledLanguageCode): string {
  const p = parts(label);
  if (!p) return label;
  if (groupType === 'hour') return p.hour === '00' || p.hour === undefined ? shortDay(p, language) : `${p.hour}:00`;
  if (groupType === 'month') return monthName(p, language, 'short');
  return shortDay(p, language);
}
