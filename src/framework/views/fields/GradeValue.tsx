import { Chip, Link, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useFieldValue, useListContextWithProps, useRecordContext, useTranslate } from 'react-admin';
import type { FieldDescriptor } from '../../../domain/declaration/fields';
import { gradeBand, isLetterGrade, letterGrade, type LetterGrade } from '../../../domain/grades';
import { displayNumber } from './format';
import { usePanelFormat } from './usePanelFormat';

type GradeOpens = NonNullable<Extract<FieldDescriptor, { kind: 'grade' }>['opens']>;

/** The summary a point opens: its path with the row's filters and this list's kept ones (react-admin's list address). */
export function opensPath(opens: GradeOpens, record: Readonly<Record<string, unknown>>, filterValues: Readonly<Record<string, unknown>>): string {
  const filter: Record<string, unknown> = {};
  for (const name of opens.keep ?? []) if (filterValues[name] !== undefined && filterValues[name] !== '') filter[name] = filterValues[name];
  for (const [target, from] of Object.entries(opens.filter ?? {})) if (record[from] != null) filter[target] = record[from];
  return `${opens.path}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}

const BAND_COLOR = { good: 'success', fair: 'info', watch: 'warning', poor: 'error' } as const;

/**
 * A score as its letter grade in the letter's colour, with its point beside it ("B+ · 86.5"): the
 * letter says it at a glance, the point says how far from the next one. A letter alone (a
 * summary that sends only letters) shows as it is.
 */
export function GradeChip({ value }: { value: unknown }) {
  const { language } = usePanelFormat();
  const letter: LetterGrade | undefined = isLetterGrade(value) ? value : letterGrade(value);
  if (!letter) return null;
  const label = typeof value === 'number' ? `${letter} · ${displayNumber(value, language)}` : letter;
  // The colour repeats the letter, which the text already says. Filled: the theme picks the text
  // colour that reads at AA on it (an outlined chip's coloured text on white does not, in blue or orange).
  return <Chip component="span" size="small" color={BAND_COLOR[gradeBand(letter)]} label={label} sx={{ alignSelf: 'flex-start', fontWeight: 600 }} />;
}

/**
 * A grade field of the current record. A weighted total (`weightedOf`) shows its arithmetic on
 * hover and on keyboard focus: each part's point times its weight over the weights present, and
 * the sum ("DDS 85 × 30/80 = 31.9 + ... = 91.6"), so the total can be checked by hand.
 */
export function GradeValue({ resource, source, weightedOf, opens }: { resource: string; source: string; weightedOf?: Readonly<Record<string, number>>; opens?: GradeOpens }) {
  const record = useRecordContext();
  const value = useFieldValue({ source });
  const translate = useTranslate();
  const { language } = usePanelFormat();
  const { filterValues } = useListContextWithProps({}) as { filterValues?: Record<string, unknown> };
  if (opens && record && value != null) {
    return (
      <Link component={RouterLink} to={opensPath(opens, record, filterValues ?? {})} underline="none" sx={{ display: 'inline-flex', borderRadius: 4 }}>
        <GradeChip value={value} />
      </Link>
    );
  }
  if (!weightedOf || typeof value !== 'number' || !record) return <GradeChip value={value} />;
  const parts = Object.entries(weightedOf).filter(([part]) => typeof record[part] === 'number');
  const weights = parts.reduce((sum, [, weight]) => sum + weight, 0);
  const terms = parts.map(([part, weight]) => {
    const point = record[part] as number;
    const label = translate(`resources.${resource}.fields.${part}`);
    // to two decimals: the terms then add up to the total as it is rounded
    return `${label} ${displayNumber(point, language)} × ${weight}/${weights} = ${displayNumber(Math.round(((point * weight) / weights) * 100) / 100, language)}`;
  });
  const arithmetic = `${terms.join(' + ')} → ${displayNumber(value, language)}`;
  return (
    <Tooltip title={arithmetic} describeChild enterTouchDelay={0}>
      <span tabIndex={0} data-arithmetic={arithmetic} style={{ display: 'inline-flex', borderRadius: 16 }}>
        <GradeChip value={value} />
      </span>
    </Tooltip>
  );
}
