// Seed step: the minimal leave and DTS rows (timesheets: ./timesheets.ts) the sidebar badges count (later issues
// give them their screens and more columns).
import { apologyStatus, leaveStatus } from '../../src/domain/enums';
import type { FranchiseSlot } from './accounts';
import { daysAgo, daysFromToday, insertRows } from './bulk';
import type { SeedContext } from './context';

export const LEAVES_PER_FRANCHISE = 10;
export const DTS_PER_FRANCHISE = 8;

const DTS_RULES = ['Late for shift', 'Late delivery', 'Uniform violation', 'Missed shift', 'Customer complaint', 'Cash difference'];

export async function seedStaffQueues(ctx: SeedContext): Promise<void> {
  const { tx, random, ids, size } = ctx;
  for (const slot of ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[]) {
    const franchiseId = ids.franchises[slot];
    const person = () => random.pick(ids.couriers[slot]);
    const warehouse = () => random.pick(ids.warehouses[slot]);
    const leaves: unknown[][] = [];
    for (let n = 0; n < LEAVES_PER_FRANCHISE * size; n++) {
      const start = random.int(-30, 30);
      leaves.push([random.id(), franchiseId, warehouse(), person(), random.pick(leaveStatus.values), start, start + random.int(0, 6), random.int(1, 40)]);
    }
    await insertRows(tx, 'leaves', ['id', 'franchise_id', 'warehouse_id', 'courier_id', 'status', 'start_date', 'end_date', 'created_at'], leaves, {
      start_date: daysFromToday,
      end_date: daysFromToday,
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
