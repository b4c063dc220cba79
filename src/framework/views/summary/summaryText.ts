// A summary's texts and values: its keys under the page's messages (a key may name a reply's
// arg in braces), a value by its field's kind, a colour by its palette name.
import type { Theme } from '@mui/material';
import type { FieldDescriptor } from '../../../domain/declaration/fields';
import type { SummaryColor } from '../../../domain/declaration/summary';
import type { EnabledLanguageCode } from '../../../domain/languages';
import { displayNumber, displayPercent } from '../fields/format';

/** The full key of a page's text, its `{arg}` parts filled from the reply's args. */
export function summaryKey(page: string, key: string, args: Readonly<Record<string, string | number>> = {}): string {
  return `pages.${page}.${key.replace(/\{(\w+)\}/g, (_, name: string) => String(args[name] ?? name))}`;
}

/** A value as text by its field's kind (a grade's letter is drawn by GradeChip instead). */
export function summaryValueText(field: FieldDescriptor | undefined, value: unknown, language: EnabledLanguageCode): string {
  if (field?.kind === 'number' && field.percent) return displayPercent(value, language);
  if (field?.kind === 'number' || field?.kind === 'money') return displayNumber(value, language, field.kind === 'number' ? field.decimals : 2);
  return value == null ? '' : String(value);
}

export function paletteColor(theme: Theme, color: SummaryColor | 'text'): string {
  return color === 'text' ? theme.palette.text.secondary : theme.palette[color].main;
}
