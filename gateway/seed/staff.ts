// Seed step, retired: it once inserted the minimal leave, timesheet and DTS rows the sidebar badges
// counted; each has its own step now (./leaves.ts, ./timesheets.ts, ./dts.ts). The draws those
// rows made are still made, so every later step's data stays what it was.
import type { SeedContext } from './context';

/** Per franchise and unit of size: the retired rows and the draws each made (an id is six). */
const RETIRED_ROWS = [
  { rows: 10, draws: 12 }, // leaves
  { rows: 16, draws: 11 }, // timesheets
  { rows: 8, draws: 11 }, // DTS records
];
const FRANCHISES = 3;

export async function seedStaffQueues(ctx: SeedContext): Promise<void> {
  const { random, size } = ctx;
  const draws = FRANCHISES * RETIRED_ROWS.reduce((sum, kind) => sum + kind.rows * kind.draws, 0) * size;
  for (let n = 0; n < draws; n++) random.next();
}
