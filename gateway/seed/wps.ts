// Seed step: WPS point logs of the TR group's franchises over the last 90 days (migration 029,
// docs/dys.md), so the WPS summary and its logs have a shape: each store's typed events (orders,
// transfers, stock counts, couriers), each worth its reason's points (src/domain/dys/wps.ts). An
// order's log names one of the store's orders, a courier's log one of its couriers. The GB
// franchise has none: WPS is the TR group's.
// Its own generator, so the steps after it keep their data whatever this step draws.
import { wpsReason, wpsType } from '../../src/domain/enums';
import { wpsLogOf, wpsReasonsOf } from '../../src/domain/dys/wps';
import type { FranchiseSlot } from './accounts';
import { insertRows, minutesAgo } from './bulk';
import type { SeedContext } from './context';
import { SeededRandom } from './random';

const WPS_SEED = 29_029;
/** Days of logs behind the day of seeding. */
export const WPS_SEEDED_DAYS = 90;
/** Logs a store gets on a day, at most. */
const MOST_A_DAY = 3;
const DAY_MIN = 24 * 60;

const TEXTS = {
  order: 'Logged from the order’s timeline.',
  transfer: 'Logged when the transfer was received.',
  stock_count: 'Logged from the store’s stock count.',
  courier: 'Logged from the courier’s shift.',
} as const;

/** Each store's rows of `sql` (id and name), by store. */
async function byStore(ctx: SeedContext, sql: string, franchiseId: string): Promise<Map<string, { id: string; name: string }[]>> {
  const { rows } = await ctx.tx.query<{ id: string; name: string; warehouse_id: string }>(sql, [franchiseId]);
  const stores = new Map<string, { id: string; name: string }[]>();
  for (const row of rows) stores.set(row.warehouse_id, [...(stores.get(row.warehouse_id) ?? []), { id: row.id, name: row.name }]);
  return stores;
}

export async function seedWpsLogs(ctx: SeedContext): Promise<void> {
  const { ids } = ctx;
  const random = new SeededRandom(WPS_SEED);
  const rows: unknown[][] = [];
  for (const slot of ['tr1', 'tr2'] as const satisfies readonly FranchiseSlot[]) {
    const franchiseId = ids.franchises[slot];
    // the newest orders of each store, and its couriers, for the logs to name
    const orders = await byStore(ctx, 'SELECT id, id AS name, warehouse_id FROM (SELECT id, warehouse_id FROM orders WHERE franchise_id = $1 ORDER BY created_at DESC, id LIMIT 4000) newest ORDER BY id', franchiseId);
    const couriers = await byStore(ctx, 'SELECT id, name, warehouse_id FROM couriers WHERE franchise_id = $1 ORDER BY id', franchiseId);
    for (const warehouseId of ids.warehouses[slot]) {
      for (let day = WPS_SEEDED_DAYS; day >= 0; day--) {
        for (let count = random.int(0, MOST_A_DAY); count > 0; count--) {
          const type = random.pick(wpsType.values);
          const reason = random.pick(wpsReasonsOf(type));
          const typeKey = wpsType.key(type)!;
          const named = typeKey === 'order' ? orders.get(warehouseId) : typeKey === 'courier' ? couriers.get(warehouseId) : undefined;
          if ((typeKey === 'order' || typeKey === 'courier') && !named?.length) continue;
          const minutes = day * DAY_MIN + random.int(0, 20 * 60);
          const reference =
            typeKey === 'transfer' ? `WB-${random.int(100_000, 999_999)}` : typeKey === 'stock_count' ? `SC-${random.int(10_000, 99_999)}` : random.pick(named!).name;
          rows.push([
            random.id(),
            franchiseId,
            warehouseId,
            type,
            reason,
            wpsLogOf(reason)!.points,
            minutes,
            reference,
            `${wpsReason.label(reason, 'en')}. ${TEXTS[typeKey]}`,
            minutes,
            minutes,
          ]);
        }
      }
    }
  }
  await insertRows(
    ctx.tx,
    'wps_logs',
    ['id', 'franchise_id', 'warehouse_id', 'type', 'reason', 'points', 'logged_at', 'reference', 'description', 'created_at', 'updated_at'],
    rows,
    { logged_at: minutesAgo, created_at: minutesAgo, updated_at: minutesAgo },
  );
}
