// What a tally cell says: pure, shared by the grid, the phone's cards and the CSV export.
import { leaveType } from '../../domain/enums';
import type { TallyCell, TallyKind } from '../../domain/tally';

export const T = 'pages.staff-tally';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Hours of worked minutes in the panel's language, one decimal at most (7,5 in Turkish). */
export function hours(minutes: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(minutes / 60);
}

/** The cell's short text on the grid (hours, or a one-letter code), its full meaning, and its kind. */
export function cellView(cell: TallyCell, language: string, translate: Translate): { short: string; long: string; kind: TallyKind } {
  const leaveName = cell.leaveType !== null ? translate(leaveType.labelKey(cell.leaveType) ?? `${T}.kinds.leave`) : translate(`${T}.kinds.leave`);
  switch (cell.kind) {
    case 'worked': {
      if (cell.workedMinutes === null) return { short: '?', long: translate(`${T}.missing`), kind: cell.kind };
      const text = hours(cell.workedMinutes, language);
      const worked = translate(`${T}.worked_hours`, { hours: text });
      return { short: text, long: cell.leaveType !== null ? `${worked}, ${leaveName}` : worked, kind: cell.kind };
    }
    case 'leave':
      return { short: translate(`${T}.codes.leave`), long: leaveName, kind: cell.kind };
    case 'future':
      return { short: '', long: translate(`${T}.kinds.future`), kind: cell.kind };
    default:
      return { short: translate(`${T}.codes.${cell.kind}`), long: translate(`${T}.kinds.${cell.kind}`), kind: cell.kind };
  }
}

/** Cell colours by kind: text on a light tint, both within WCAG AA contrast. */
export const KIND_STYLE: Record<TallyKind, { color: string; backgroundColor: string }> = {
  worked: { color: '#1b4d1f', backgroundColor: '#e8f5e9' },
  leave: { color: '#0d3c61', backgroundColor: '#e3f2fd' },
  absent: { color: '#8a1c14', backgroundColor: '#fdecea' },
  holiday: { color: '#5b2a86', backgroundColor: '#f3e5f5' },
  off: { color: '#424242', backgroundColor: '#f5f5f5' },
  future: { color: '#424242', backgroundColor: 'transparent' },
};
