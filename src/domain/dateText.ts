// A date typed as text in the language's pattern (DATE_FORMATS, DATE_TIME_FORMATS of dates.ts),
// read without a date library: the date inputs take typing before their calendar has loaded.

const TOKEN = /yyyy|MM|dd|HH|mm/g;

/** A pattern's separator as a class: a date's any of / . - or a space, a time's : or . */
function separator(literal: string): string {
  return [...literal]
    .map((char) => ('/.- '.includes(char) ? '[/.\\- ]' : char === ':' ? '[:.]' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
}

/** One regular expression per pattern, each field a group, and the fields' order. */
function reader(pattern: string): { regex: RegExp; order: string[] } {
  const literals = pattern.split(TOKEN);
  const order = pattern.match(TOKEN) ?? [];
  const fields = order.map((token, index) => (token === 'yyyy' ? '(\\d{4})' : '(\\d{1,2})') + separator(literals[index + 1]!));
  return { regex: new RegExp(`^\\s*${separator(literals[0]!)}${fields.join('')}\\s*$`), order };
}

/**
 * The wall clock a text gives in `pattern`, as a local Date (as the pickers hold it): null when
 * the text is empty, undefined while it is not a whole, real date and time (a 31 February too).
 */
export function parseDateText(text: string, pattern: string): Date | null | undefined {
  if (text.trim() === '') return null;
  const { regex, order } = reader(pattern);
  const match = regex.exec(text);
  if (!match) return undefined;
  const parts: Record<string, number> = { yyyy: 0, MM: 1, dd: 1, HH: 0, mm: 0 };
  order.forEach((token, index) => {
    parts[token] = Number(match[index + 1]);
  });
  const { yyyy, MM, dd, HH, mm } = parts as Record<'yyyy' | 'MM' | 'dd' | 'HH' | 'mm', number>;
  if (HH > 23 || mm > 59) return undefined;
  const date = new Date(yyyy, MM - 1, dd, HH, mm);
  date.setFullYear(yyyy); // years below 100 are not the 1900s
  // a day the month does not have rolls over: refuse it rather than move it
  return date.getFullYear() === yyyy && date.getMonth() === MM - 1 && date.getDate() === dd ? date : undefined;
}
