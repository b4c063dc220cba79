// The deterministic demo-data generator. Steps run in order in one transaction, so a failed seed
// leaves an empty database (and the next start tries again) rather than half the data.
import { hashPassword, type PasswordCost } from '../auth/passwords';
import type { Db, Queryable } from '../db/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import type { SeedContext, SeedIds, SeedStep } from './context';
import { seedAgreements } from './agreements';
import { seedCandidates } from './candidates';
import { seedOtherCountries } from './countries';
import { seedFleet } from './fleet';
import { seedFranchises } from './franchises';
import { seedOrders } from './orders';
import { seedPickers } from './pickers';
import { SeededRandom } from './random';
import { seedStaffQueues } from './staff';
import { seedPeople } from './staff-people';
import { seedInformationEditRequests } from './information-edit-requests';
import { seedPersonTrainings } from './person-trainings';
import { seedTimesheets } from './timesheets';
import { seedUsers } from './users';
import { seedNotifications } from './notifications';
import { seedWorkerPrograms } from './worker-programs';
import { seedEngagement } from './engagement';
import { seedLeaves } from './leaves';
import { seedShiftPlan } from './shift-plan';
import { seedHires } from './hires';
import { seedDtsRecords } from './dts';
import { seedDdsLogs } from './dds';
import { seedStsCriteria } from './sts';
import { seedKdsAudits } from './kds';
import { seedWpsLogs } from './wps';
import { seedStock } from './stock';
import { seedBills } from './bills';
import { seedEquipments, seedPromos, seedRewards } from './commercial';

export const DEFAULT_SEED = 20_240_601;

/** In order; later issues append their steps (couriers, orders, ...) here. */
export const SEED_STEPS: SeedStep[] = [
  seedFranchises,
  seedUsers,
  seedFleet,
  seedStaffQueues,
  seedAgreements,
  seedPickers,
  seedOrders,
  seedPeople,
  seedCandidates,
  seedOtherCountries,
  seedNotifications,
  seedInformationEditRequests,
  seedPersonTrainings,
  seedWorkerPrograms,
  seedEngagement,
  seedLeaves,
  seedTimesheets,
  seedShiftPlan,
  // a new hire has nothing of the steps above yet
  seedHires,
  // with their own generators: the steps before keep their data
  seedDtsRecords,
  seedDdsLogs,
  seedStsCriteria,
  seedKdsAudits,
  seedWpsLogs,
  seedStock,
  seedBills,
  seedPromos,
  seedEquipments,
  seedRewards,
];

export interface SeedOptions {
  size: number;
  /** The generator's seed: the same seed and size give the same data. */
  seed?: number;
  /** Past orders in all (SEED_ORDERS / --orders); default: a number per store, so it grows with size. */
  pastOrders?: number | null;
  /**
   * The scrypt cost of the demo password's hash; default, the gateway's own. The test databases
   * take a cheap one: their tests sign in hundreds of times and test what a sign-in does, not
   * scrypt's cost (the hashes name their cost, so verifying reads it from the hash).
   */
  passwordCost?: PasswordCost;
}

const SEED_LOCK_KEY = 727_310_002;

/** Seeds the demo data; with onlyIfEmpty, does nothing (answers null) when data is present. */
export async function seedDemoData(db: Db, options: SeedOptions & { onlyIfEmpty?: boolean }): Promise<SeedIds | null> {
  if (!Number.isInteger(options.size) || options.size < 1) throw new Error('seed size must be a whole number ≥ 1');
  // One hash for the one published demo password (scrypt is slow on purpose; a shared salt hides
  // nothing here). Its salt is random, so it differs between runs; everything else is fixed.
  const demoHash = await hashPassword(DEMO_PASSWORD, options.passwordCost);
  const passwordHashes = Object.fromEntries(DEMO_ACCOUNTS.map((account) => [account.username, demoHash]));
  const ids: SeedIds = {
    countries: {},
    brand: '',
    cities: {},
    franchises: { tr1: '', tr2: '', gb: '' },
    warehouses: { tr1: [], tr2: [], gb: [] },
    users: {},
    couriers: { tr1: [], tr2: [], gb: [] },
    agreements: [],
    pickers: { tr1: [], tr2: [], gb: [] },
  };
  if (options.pastOrders != null && (!Number.isInteger(options.pastOrders) || options.pastOrders < 0)) {
    throw new Error('the number of past orders must be a whole number ≥ 0');
  }
  const seeded = await db.transaction(async (tx) => {
    // Two gateways starting together on one PostgreSQL server: the second waits, then finds data.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (options.onlyIfEmpty && (await hasData(tx))) return null;
    const ctx: SeedContext = {
      tx,
      random: new SeededRandom(options.seed ?? DEFAULT_SEED),
      size: options.size,
      pastOrders: options.pastOrders ?? null,
      ids,
      passwordHashes,
    };
    for (const step of SEED_STEPS) await step(ctx);
    return ids;
  });
  // Fresh statistics and visibility maps, so the first queries over many orders already use the
  // indexes (and index-only scans for counts). VACUUM cannot run inside the transaction.
  if (seeded) for (const table of BULK_TABLES) await vacuumAnalyze(db, table);
  return seeded;
}

/**
 * VACUUM ANALYZE, once more while the visibility map still lags: on a server, another session's
 * snapshot in the same database (autovacuum analyzing a table the seed just filled) keeps VACUUM
 * from marking the new rows all-visible, and the planner then prices an index-only scan as a heap
 * visit per row and reads the whole orders table instead. Such snapshots last a moment.
 */
async function vacuumAnalyze(db: Db, table: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await db.exec(`VACUUM ANALYZE ${table}`);
    const { rows } = await db.query<{ pages: number; visible: number }>(
      `SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE oid = $1::regclass`,
      [table],
    );
    const row = rows[0];
    if (!row || row.visible >= row.pages || attempt === 5) return;
    await new Promise((resolve) => setTimeout(resolve, 400 * attempt));
  }
}

/** The tables the seed fills by the thousand. */
const BULK_TABLES = ['orders', 'order_events', 'order_day_counts', 'couriers', 'pickers', 'picker_plans'] as const;

/** True once anything is seeded (or created): the gateway then never seeds again. */
export async function hasData(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM franchises) AS present`,
  );
  return rows[0].present;
}

/** Seeds only an empty database; answers whether it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  if (await hasData(db)) return false;
  return (await seedDemoData(db, { ...options, onlyIfEmpty: true })) !== null;
}
