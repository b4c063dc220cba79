// A small CSV writer (RFC 4180), so the export needs no extra dependency: react-admin's jsonexport
// is only a transitive package of ra-core, not one this app may import.

/**
 * Spreadsheets run a cell that starts with one of these as a formula ("CSV injection"): text
 * cells get a leading apostrophe, which spreadsheets show as plain text. Numbers stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and data rows; lines end with CRLF, as the RFC and Excel expect. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
