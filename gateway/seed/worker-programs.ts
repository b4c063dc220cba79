// Seed step: the courier and picker programs' monthly metrics (docs/worker-programs.md) of every
// courier and picker of each franchise, TR and GB, for the financial month in progress (its days
// so far) and the PROGRAM_SEED_MONTHS - 1 before it. Each worker has a steady level and a month's
// form around it, so tiers move up and down between months; about one worker in four works part
// time, often under the program's 100 hours (classic whatever the score). Workers who left have
// figures only for months well before today. Only figures are stored: tiers are derived.
import { calendarDay } from '../../src/domain/dates';
import { addMonths, financialMonthDays, financialMonthOf } from '../../src/domain/financialMonth';
import type { FranchiseSlot } from './accounts';
import { insertRows } from './bulk';
import type { SeedContext } from './context';
import { COUNTRIES } from './places';
import type { SeededRandom } from './random';

/** The month in progress and the ones before it. */
export const PROGRAM_SEED_MONTHS = 6;

const DAY_MS = 86_400_000;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

interface Worker {
  id: string;
  active: boolean;
}

interface Month {
  key: string;
  /** The share of the month worked so far: 1 for a closed month. */
  share: number;
  /** Months before the one in progress (0 for it). */
  age: number;
}

/** The months to seed, in progress first, by the calendar of the franchise's time zone. */
function seedMonths(timeZone: string, now: Date): Month[] {
  const today = calendarDay(now, timeZone);
  const current = financialMonthOf(today);
  const { first, last } = financialMonthDays(current);
  const length = (Date.parse(last) - Date.parse(first)) / DAY_MS + 1;
  const elapsed = (Date.parse(today) - Date.parse(first)) / DAY_MS + 1;
  return Array.from({ length: PROGRAM_SEED_MONTHS }, (_, age) => ({
    key: addMonths(current, -age),
    share: age === 0 ? elapsed / length : 1,
    age,
  }));
}

/** A worker's level (0-1) and hours of a full month; the month's form moves around the level. */
function profile(random: SeededRandom) {
  return { level: 0.3 + 0.65 * random.next(), fullHours: random.next() < 0.75 ? random.between(150, 215) : random.between(60, 125) };
}

function form(random: SeededRandom, level: number): number {
  return clamp(level + random.between(-0.14, 0.14), 0, 1);
}

function courierRow(random: SeededRandom, franchiseId: string, id: string, month: Month, level: number, fullHours: number): unknown[] {
  const q = form(random, level);
  const hours = round(fullHours * month.share * random.between(0.9, 1.05), 1);
  const deliveries = Math.round(hours * clamp(0.6 + q * 2.1 + random.between(-0.2, 0.2), 0.3, 3.2));
  const onTime = Math.round(deliveries * clamp((72 + q * 27 + random.between(-3, 3)) / 100, 0, 1));
  const rating = deliveries > 0 ? round(clamp(3.4 + q * 1.6 + random.between(-0.15, 0.1), 1, 5), 2) : null;
  const utilisation = hours > 0 ? round(clamp(30 + q * 55 + random.between(-6, 6), 0, 100), 1) : null;
  return [franchiseId, id, `${month.key}-01`, hours, deliveries, onTime, rating, utilisation];
}

function pickerRow(random: SeededRandom, franchiseId: string, id: string, month: Month, level: number, fullHours: number): unknown[] {
  const q = form(random, level);
  const hours = round(fullHours * month.share * random.between(0.9, 1.05), 1);
  const picks = Math.round(hours * clamp(4.5 + q * 10.5 + random.between(-1, 1), 2, 16));
  const avgPick = picks > 0 ? round(clamp(7.5 - q * 4.8 + random.between(-0.4, 0.4), 1.5, 12), 2) : null;
  const missing = Math.round((picks * clamp(4.5 - q * 4.5 + random.between(-0.4, 0.4), 0, 8)) / 100);
  return [franchiseId, id, `${month.key}-01`, hours, picks, avgPick, missing];
}

export async function seedWorkerPrograms(ctx: SeedContext): Promise<void> {
  const { tx, random, ids } = ctx;
  const now = new Date();
  for (const slot of ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[]) {
    const franchiseId = ids.franchises[slot];
    const timeZone = COUNTRIES.find((country) => country.alpha2 === (slot === 'gb' ? 'GB' : 'TR'))!.timezone;
    const months = seedMonths(timeZone, now);
    const couriers = await tx.query<Worker>(`SELECT id, is_active AS active FROM couriers WHERE franchise_id = $1 ORDER BY id`, [franchiseId]);
    const pickers = await tx.query<Worker>(`SELECT id, is_activated AS active FROM pickers WHERE franchise_id = $1 ORDER BY id`, [franchiseId]);
    const rowsOf = (workers: Worker[], row: typeof courierRow) =>
      workers.flatMap((worker) => {
        const { level, fullHours } = profile(random);
        // who left worked only the older months
        const worked = worker.active ? months : months.filter((month) => month.age >= 3);
        return worked.map((month) => row(random, franchiseId, worker.id, month, level, fullHours));
      });
    await insertRows(
      tx,
      'courier_program_metrics',
      ['franchise_id', 'courier_id', 'month', 'hours_worked', 'deliveries', 'on_time_deliveries', 'rating', 'utilisation_percent'],
      rowsOf(couriers.rows, courierRow),
    );
    await insertRows(
      tx,
      'picker_program_metrics',
      ['franchise_id', 'picker_id', 'month', 'hours_worked', 'picks', 'avg_pick_minutes', 'missing_items'],
      rowsOf(pickers.rows, pickerRow),
    );
  }
}
