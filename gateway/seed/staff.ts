// Seed step: the minimal timesheet and DTS rows the sidebar badges count (later issues give them
// their screens and more columns). Leaves have their own step (./leaves.ts).
import { apologyStatus, timesheetStatus } from '../../src/domain/enums';
import type { FranchiseSlot } from './accounts';
import { daysAgo, daysFromToday, insertRows } from './bulk';
import type { SeedContext } from './context';

/** The retired minimal leave rows: how many a franchise had, and the draws each one made. */
const RETIRED_LEAVE_ROWS = 10;
const RETIRED_LEAVE_DRAWS = 12;
export const TIMESHEETS_PER_FRANCHISE = 16;
export const DTS_PER_FRANCHISE = 8;

const DTS_RULES = ['Late for shift', 'Late delivery', 'Uniform violation', 'Missed shift', 'Customer complaint', 'Cash difference'];

export async function seedStaffQueues(ctx: SeedContext): Promise<void> {
  const { tx, random, ids, size } = ctx;
  for (const slot of ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[]) {
    const franchiseId = ids.franchises[slot];
    const person = () => random.pick(ids.couriers[slot]);
    const warehouse = () => random.pick(ids.warehouses[slot]);
    // The draws the minimal leave rows of this step used to make (leaves now have their own step):
    // kept, so the timesheets and DTS records below, and every later step, stay what they were.
    for (let n = 0; n < RETIRED_LEAVE_ROWS * size * RETIRED_LEAVE_DRAWS; n++) random.next();
    const timesheets: unknown[][] = [];
    for (let n = 0; n < TIMESHEETS_PER_FRANCHISE * size; n++) {
      const day = -random.int(0, 14);
      timesheets.push([random.id(), franchiseId, warehouse(), person(), day, random.int(240, 600), random.pick(timesheetStatus.values), -day]);
    }
    await insertRows(tx, 'timesheets', ['id', 'franchise_id', 'warehouse_id', 'courier_id', 'work_date', 'worked_minutes', 'status', 'created_at'], timesheets, {
      work_date: daysFromToday,
      created_at: daysAgo,
    });
    const dts: unknown[][] = [];
    for (let n = 0; n < DTS_PER_FRANCHISE * size; n++) {
      dts.push([random.id(), franchiseId, warehouse(), person(), random.pick(DTS_RULES), random.pick(apologyStatus.values), random.int(0, 60)]);
    }
    await insertRows(tx, 'dts_records', ['id', 'franchise_id', 'warehouse_id', 'courier_id', 'rule', 'status', 'created_at'], dts, {
      created_at: daysAgo,
    });
  }
}
