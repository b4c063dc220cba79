// The stats calls take the caller's UTC offset in minutes east of UTC (docs/gateway-api.md).
import { STATS_UTC_OFFSET } from '../../../domain/constants';
import { wallClock } from '../../../domain/dates';

/** Minutes east of UTC of `timeZone` at `at`; the spec's default (180, Istanbul) without a zone. */
export function utcOffsetMinutes(timeZone: string | undefined, at: Date = new Date()): number {
  if (!timeZone) return STATS_UTC_OFFSET;
  try {
    const clock = wallClock(at, timeZone);
    const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
    const offset = Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
    return Number.isFinite(offset) ? offset : STATS_UTC_OFFSET;
  } catch {
    // An unknown zone name (Intl throws): the spec's default rather than no figures.
    return STATS_UTC_OFFSET;
  }
}
