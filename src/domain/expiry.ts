// Dates that run out (a vehicle's inspection or insurance, any field declared as an expiry): the
// day after one passes it is expired, and within EXPIRY_WARNING_DAYS it is about to be.

export const EXPIRY_WARNING_DAYS = 30;

export type ExpiryState = 'expired' | 'soon' | null;

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const dayNumber = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day) / 86_400_000;

/** `value` is a calendar day ("2026-11-30", or an ISO text starting with one); `today` the user's. */
export function expiryState(value: unknown, today: CalendarDay): ExpiryState {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const left = dayNumber({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }) - dayNumber(today);
  if (left < 0) return 'expired';
  return left <= EXPIRY_WARNING_DAYS ? 'soon' : null;
}
