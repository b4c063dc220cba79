/** The list's own texts (resources/staff/weekly-courier-working-hours.ts). */
export const T = 'resources.weekly-courier-working-hours';

/** Hours in the panel language, at most two decimals. */
export const formatHours = (value: number, language: string): string => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
