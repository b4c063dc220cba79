// Seed step: STS criteria of every franchise's stores (migration 026, docs/dys.md) for the
// financial month in progress and the three before it (about 90 days), by the calendar of the
// franchise's zone: each criterion's value against head office's target and weight. A store has a
// steady level and a month's form around it, so points and letters move between months.
// Its own generator, so the steps after it keep their data whatever this step draws.
import { calendarDay } from '../../src/domain/dates';
import { addMonths, financialMonthOf } from '../../src/domain/financialMonth';
import { stsCriterion, type EnumValue } from '../../src/domain/enums';
import type { FranchiseSlot } from './accounts';
import { insertRows } from './bulk';
import type { SeedContext } from './context';
import { COUNTRIES } from './places';
import { SeededRandom } from './random';

const STS_SEED = 26_026;
const STS_SEED_MONTHS = 4;

/** Head office's target and weight per criterion (our model; lower values are better). */
const TARGETS: Readonly<Record<EnumValue<typeof stsCriterion>, { target: number; weight: number }>> = {
  1: { target: 1, weight: 30 },
  2: { target: 2, weight: 25 },
  3: { target: 1.5, weight: 25 },
  4: { target: 2, weight: 20 },
};

export async function seedStsCriteria(ctx: SeedContext): Promise<void> {
  const { tx, ids } = ctx;
  const random = new SeededRandom(STS_SEED);
  const rows: unknown[][] = [];
  const now = new Date();
  for (const slot of ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[]) {
    const timeZone = COUNTRIES.find((country) => country.alpha2 === (slot === 'gb' ? 'GB' : 'TR'))!.timezone;
    const current = financialMonthOf(calendarDay(now, timeZone));
    for (const warehouseId of ids.warehouses[slot]) {
      // 0.6: at the target on average; higher, further over it
      const level = random.between(0.4, 1.1);
      for (let age = 0; age < STS_SEED_MONTHS; age++) {
        const month = addMonths(current, -age);
        for (const criterion of stsCriterion.values) {
          const { target, weight } = TARGETS[criterion];
          const form = Math.max(0, level + random.between(-0.35, 0.35));
          const raw = target * form * 1.6;
          // late receipts are counted, the rest are shares
          const value = criterion === 4 ? Math.round(raw) : Math.round(raw * 100) / 100;
          rows.push([random.id(), ctx.ids.franchises[slot], warehouseId, month, criterion, value, target, weight]);
        }
      }
    }
  }
  await insertRows(tx, 'sts_criteria', ['id', 'franchise_id', 'warehouse_id', 'month', 'criterion', 'value', 'target', 'weight'], rows);
}
