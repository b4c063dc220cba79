// How long a picker or an order has been in its status, counted on this device from the
// status's start (the list ticks every 30 s without asking the gateway).

/** Whole minutes from `instant` to `now`; never negative (a clock a little behind the gateway's). */
export const minutesSince = (instant: string, now: number): number =>
  Math.max(0, Math.floor((now - new Date(instant).getTime()) / 60_000));

/** The translation of a duration: "12 min" under an hour, "2 h 5 min" from an hour on. */
export function durationMessage(minutes: number): { key: string; options: { hours?: number; minutes: number } } {
  if (minutes < 60) return { key: 'sticky.minutes', options: { minutes } };
  return { key: 'sticky.hours', options: { hours: Math.floor(minutes / 60), minutes: minutes % 60 } };
}
