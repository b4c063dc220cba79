import { Chip } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { gradeBand, isLetterGrade, letterGrade, type LetterGrade } from '../../../domain/grades';
import { displayNumber } from './format';
import { usePanelFormat } from './usePanelFormat';

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

/** A grade field of the current record. */
export function GradeValue({ source }: { source: string }) {
  return <GradeChip value={useFieldValue({ source })} />;
}
