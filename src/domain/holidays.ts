// Public holidays per country, defined once (docs/timesheets.md, "Holidays"): the tally marks a
// holiday on the days listed here for the franchise's country. Fixed-date holidays follow their
// rule every year; the movable ones (Easter in GB, the two Bayrams in TR, which follow the lunar
// calendar) are listed per year, 2025-2027, from the official calendars (GB: gov.uk bank holidays,
// England and Wales, with their substitute days; TR: the national and religious holidays, whole
// days only: the half-day eves are not holidays here). A year missing from MOVABLE_HOLIDAYS has
// its fixed-date holidays only: add the year's movable dates before it starts.

export type HolidayCountry = 'TR' | 'GB';

export interface Holiday {
  /** YYYY-MM-DD */
  date: string;
  en: string;
  tr: string;
}

type Named = Omit<Holiday, 'date'>;

/** Month-day -> name, every year. */
const FIXED: Record<HolidayCountry, Record<string, Named>> = {
  TR: {
    '01-01': { en: 'New Year’s Day', tr: 'Yılbaşı' },
    '04-23': { en: 'National Sovereignty and Children’s Day', tr: 'Ulusal Egemenlik ve Çocuk Bayramı' },
    '05-01': { en: 'Labour and Solidarity Day', tr: 'Emek ve Dayanışma Günü' },
    '05-19': { en: 'Commemoration of Atatürk, Youth and Sports Day', tr: 'Atatürk’ü Anma, Gençlik ve Spor Bayramı' },
    '07-15': { en: 'Democracy and National Unity Day', tr: 'Demokrasi ve Millî Birlik Günü' },
    '08-30': { en: 'Victory Day', tr: 'Zafer Bayramı' },
    '10-29': { en: 'Republic Day', tr: 'Cumhuriyet Bayramı' },
  },
  GB: {},
};

const RAMAZAN: Named = { en: 'Ramadan Feast', tr: 'Ramazan Bayramı' };
const KURBAN: Named = { en: 'Feast of Sacrifice', tr: 'Kurban Bayramı' };
const GB_NAMES = {
  newYear: { en: 'New Year’s Day', tr: 'Yılbaşı' },
  goodFriday: { en: 'Good Friday', tr: 'Kutsal Cuma' },
  easterMonday: { en: 'Easter Monday', tr: 'Paskalya Pazartesisi' },
  earlyMay: { en: 'Early May bank holiday', tr: 'Mayıs başı resmî tatili' },
  spring: { en: 'Spring bank holiday', tr: 'Bahar resmî tatili' },
  summer: { en: 'Summer bank holiday', tr: 'Yaz resmî tatili' },
  christmas: { en: 'Christmas Day', tr: 'Noel' },
  boxing: { en: 'Boxing Day', tr: 'Boxing Day' },
} satisfies Record<string, Named>;

/** Year -> date -> name: the holidays whose date moves (GB's bank holidays all, with their substitute days). */
const MOVABLE_HOLIDAYS: Record<HolidayCountry, Record<number, Record<string, Named>>> = {
  TR: {
    2025: { '2025-03-30': RAMAZAN, '2025-03-31': RAMAZAN, '2025-04-01': RAMAZAN, '2025-06-06': KURBAN, '2025-06-07': KURBAN, '2025-06-08': KURBAN, '2025-06-09': KURBAN },
    2026: { '2026-03-20': RAMAZAN, '2026-03-21': RAMAZAN, '2026-03-22': RAMAZAN, '2026-05-27': KURBAN, '2026-05-28': KURBAN, '2026-05-29': KURBAN, '2026-05-30': KURBAN },
    2027: { '2027-03-09': RAMAZAN, '2027-03-10': RAMAZAN, '2027-03-11': RAMAZAN, '2027-05-16': KURBAN, '2027-05-17': KURBAN, '2027-05-18': KURBAN, '2027-05-19': KURBAN },
  },
  GB: {
    2025: {
      '2025-01-01': GB_NAMES.newYear, '2025-04-18': GB_NAMES.goodFriday, '2025-04-21': GB_NAMES.easterMonday, '2025-05-05': GB_NAMES.earlyMay,
      '2025-05-26': GB_NAMES.spring, '2025-08-25': GB_NAMES.summer, '2025-12-25': GB_NAMES.christmas, '2025-12-26': GB_NAMES.boxing,
    },
    2026: {
      '2026-01-01': GB_NAMES.newYear, '2026-04-03': GB_NAMES.goodFriday, '2026-04-06': GB_NAMES.easterMonday, '2026-05-04': GB_NAMES.earlyMay,
      '2026-05-25': GB_NAMES.spring, '2026-08-31': GB_NAMES.summer, '2026-12-25': GB_NAMES.christmas, '2026-12-28': GB_NAMES.boxing,
    },
    2027: {
      '2027-01-01': GB_NAMES.newYear, '2027-03-26': GB_NAMES.goodFriday, '2027-03-29': GB_NAMES.easterMonday, '2027-05-03': GB_NAMES.earlyMay,
      '2027-05-31': GB_NAMES.spring, '2027-08-30': GB_NAMES.summer, '2027-12-27': GB_NAMES.christmas, '2027-12-28': GB_NAMES.boxing,
    },
  },
};

/** Whether holidays are defined for this country code. */
export const hasHolidays = (country: string): country is HolidayCountry => country === 'TR' || country === 'GB';

/** The country's holiday on a day (YYYY-MM-DD), or null. */
export function holidayOn(country: string, day: string): Holiday | null {
  if (!hasHolidays(country)) return null;
  const named = MOVABLE_HOLIDAYS[country][Number(day.slice(0, 4))]?.[day] ?? FIXED[country][day.slice(5)];
  return named ? { date: day, ...named } : null;
}
