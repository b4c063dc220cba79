// Times of the plan in the user's zone: HH:mm of an instant, and the 30-minute steps a slot's
// start and end are picked from.
import { addDays, SLOT_MAX_HOURS, SLOT_STEP_MINUTES, zonedClock } from '../../domain/shiftPlan';
import { fromZonedInput } from '../../domain/zonedTime';

const pad = (value: number) => String(value).padStart(2, '0');

export function clockOf(instant: string, timeZone: string): string {
  const clock = zonedClock(instant, timeZone);
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
}

const SPANS = new Map<string, string>();

/** `09:00–17:00`; remembered, since the grid draws the same spans again as rows scroll into view. */
export function spanOf(slot: { startsAt: string; endsAt: string }, timeZone: string): string {
  const key = `${timeZone}|${slot.startsAt}|${slot.endsAt}`;
  let span = SPANS.get(key);
  if (span === undefined) {
    if (SPANS.size > 20_000) SPANS.clear();
    span = `${clockOf(slot.startsAt, timeZone)}–${clockOf(slot.endsAt, timeZone)}`;
    SPANS.set(key, span);
  }
  return span;
}

/** Every step of a day: 00:00, 00:30 … 23:30. */
export const DAY_STEPS = Array.from({ length: (24 * 60) / SLOT_STEP_MINUTES }, (_, index) => {
  const minutes = index * SLOT_STEP_MINUTES;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

export interface EndChoice {
  /** Minutes after the start's midnight (may pass 24 h: the next day). */
  offset: number;
  time: string;
  nextDay: boolean;
}

/** The ends a start allows: 30 minutes to 12 hours later, on the steps. */
export function endChoices(start: string): EndChoice[] {
  const [hour, minute] = start.split(':').map(Number);
  const from = hour * 60 + minute;
  const choices: EndChoice[] = [];
  for (let offset = from + SLOT_STEP_MINUTES; offset <= from + SLOT_MAX_HOURS * 60; offset += SLOT_STEP_MINUTES) {
    const wrapped = offset % (24 * 60);
    choices.push({ offset, time: `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`, nextDay: offset >= 24 * 60 });
  }
  return choices;
}

/** The instant of a wall-clock step on a day (`nextDay` moves to the day after). */
export const instantOf = (day: string, time: string, timeZone: string, nextDay = false) =>
  fromZonedInput(`${nextDay ? addDays(day, 1) : day}T${time}`, timeZone)!;
