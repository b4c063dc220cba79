// Seed step: the minimal DTS rows the sidebar badge counts (a later issue gives them their screens
// and more columns). Leaves and timesheets have their own steps (./leaves.ts, ./timesheets.ts).
import { apologyStatus } from '../../src/domain/enums';
import type { FranchiseSlot } from './accounts';
import { daysAgo, insertRows } from './bulk';
import type { SeedContext } from './context';

/** The retired minimal leave rows: how many a franchise had, and the draws each one made. */
const RETIRED_LEAVE_ROWS = 10;
const RETIRED_LEAVE_DRAWS = 12;
/** The retired minimal timesheet rows: how many a franchise had, and the draws each one made. */
const RETIRED_TIMESHEET_ROWS = 16;
const RETIRED_TIMESHEET_DRAWS = 11;
export const DTS_PER_FRANCHISE = 8;

const DTS_RULES = ['Late for shift', 'Late delivery', 'Uniform violation', 'Missed shift', 'Customer complaint', 'Cash difference'];

export async function seedStaffQueues(ctx: SeedContext): Promise<void> {
  const { tx, random, ids, size } = ctx;
  for (const slot of ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[]) {
    const franchiseId = ids.franchises[slot];
    const person = () => random.pick(ids.couriers[slot]);
    const warehouse = () => random.pick(ids.warehouses[slot]);
    // The draws the minimal leave rows of this step used to make (leaves now have their own step):
    // kept, so the DTS records below, and every later step, stay what they were.
    for (let n = 0; n < RETIRED_LEAVE_ROWS * size * RETIRED_LEAVE_DRAWS; n++) random.next();
    // The same for the minimal timesheet rows (timesheets now have their own step).
    for (let n = 0; n < RETIRED_TIMESHEET_ROWS * size * RETIRED_TIMESHEET_DRAWS; n++) random.next();
    const dts: unknown[][] = [];
    for (let n = 0; n < DTS_PER_FRANCHISE * size; n++) {
      dts.push([random.id(), franchiseId, warehouse(), person(), random.pick(DTS_RULES), random.pick(apologyStatus.values), random.int(0, 60)]);
    }
    await insertRows(tx, 'dts_records', ['id', 'franchise_id', 'warehouse_id', 'courier_id', 'rule', 'status', 'created_at'], dts, {
      created_at: daysAgo,
    });
  }
}
