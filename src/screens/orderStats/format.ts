// Numbers of this screen in the user's language: counts (averages keep their two decimals) and
// the success rate as a percentage.
import type { EnabledLanguageCode } from '../../domain/languages';
import { displayNumber } from '../../framework/views/fields/format';

export function countText(value: number, language: EnabledLanguageCode): string {
  return displayNumber(Math.round(value * 100) / 100, language);
}

export function percentText(value: number | null, language: EnabledLanguageCode): string {
  if (value === null) return '–';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value);
}
