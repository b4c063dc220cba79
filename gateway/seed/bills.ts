// Seed step: electricity bills of the TR group's stores for the last six months (migration 033,
// docs/commercial.md): one a month per store, each reading period starting where the previous one
// ended, from the store's provider and tariff, with figures of a dark store's use (day, peak and
// night adding up to the total) and amounts that add up to what was paid. Each carries its file, a
// one-page PDF the gateway draws (gateway/files/demo-documents.ts). The GB franchise has none:
// bills are the TR group's.
// Its own generator, so the steps after it keep their data whatever this step draws.
import { DEMO_ACCOUNTS, type FranchiseSlot } from './accounts';
import { SEEDED_BILL_UPLOADER, seededBill } from '../files/demo-documents';
import { insertRows, minutesAgo, type ValueTemplate } from './bulk';
import type { SeedContext } from './context';
import { SeededRandom } from './random';

const BILLS_SEED = 33_033;
/** Bills a store has, the newest read a few days ago. */
export const BILLS_SEEDED_MONTHS = 6;
const DAY_MIN = 24 * 60;

const PROVIDERS = ['CK Boğaziçi Elektrik', 'Enerjisa Başkent', 'Enerjisa Toroslar', 'Uludağ Elektrik', 'Gediz Elektrik'];
const TARIFFS = ['Ticarethane, üç zamanlı', 'Ticarethane, tek zamanlı'];
/** Price of a kWh with distribution, and the taxes and funds on it (a share of the energy cost). */
const KWH_PRICE = 3.4;
const TAX_SHARE = 0.22;

const daysBeforeToday: ValueTemplate = (p) => `current_date - ${p}::int`;
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function seedBills(ctx: SeedContext): Promise<void> {
  const { ids } = ctx;
  const random = new SeededRandom(BILLS_SEED);
  const recordedBy = DEMO_ACCOUNTS.find((account) => account.username === 'owner')!.name;
  const rows: unknown[][] = [];
  const files: unknown[][] = [];
  for (const slot of ['tr1', 'tr2'] as const satisfies readonly FranchiseSlot[]) {
    const franchiseId = ids.franchises[slot];
    for (const warehouseId of ids.warehouses[slot]) {
      const provider = random.pick(PROVIDERS);
      const tariff = random.pick(TARIFFS);
      const contractedPower = random.pick([60, 75, 90, 120]);
      // read dates as days before today: the newest period ends 3 to 10 days ago
      let lastRead = random.int(3, 10);
      for (let month = 0; month < BILLS_SEEDED_MONTHS; month++) {
        const days = random.int(28, 33);
        const firstRead = lastRead + days;
        const total = round(days * random.int(150, 320) + random.next() * 100, 1);
        const day = round(total * (0.5 + random.next() * 0.1), 1);
        const peak = round(total * (0.17 + random.next() * 0.06), 1);
        const night = round(total - day - peak, 1);
        const reactive = round(total * (0.02 + random.next() * 0.05), 1);
        const energyCost = round(total * KWH_PRICE);
        const taxFund = round(energyCost * TAX_SHARE);
        // reactive use over the limit costs a penalty now and then
        const penalty = reactive > total * 0.06 ? round(reactive * 1.2) : 0;
        const id = random.id();
        const key = random.uuid();
        const name = `fatura-${id.slice(-8)}.pdf`;
        const file = { key, name, type: 'application/pdf', size: seededBill(key).length };
        // recorded a few days after the last read
        const recorded = Math.max(0, (lastRead - random.int(1, 3)) * DAY_MIN - random.int(0, 8 * 60));
        rows.push([
          id, franchiseId, warehouseId, provider, tariff, firstRead, lastRead, total, day, peak, night, contractedPower,
          round(contractedPower * (0.5 + random.next() * 0.35), 1), reactive, energyCost, taxFund, penalty,
          round(energyCost + taxFund + penalty), JSON.stringify(file), recordedBy, recorded,
        ]);
        files.push([key, franchiseId, name, file.type, file.size, SEEDED_BILL_UPLOADER, `bills/${id}/billFile`, recorded]);
        lastRead = firstRead;
      }
    }
  }
  await insertRows(
    ctx.tx,
    'bills',
    [
      'id', 'franchise_id', 'warehouse_id', 'provider', 'tariff', 'first_read_date', 'last_read_date', 'consumption_total', 'consumption_day',
      'consumption_peak', 'consumption_night', 'contracted_power', 'demand', 'reactive', 'energy_cost', 'tax_fund', 'penalty', 'amount_paid',
      'bill_file', 'created_by', 'created_at',
    ],
    rows,
    { first_read_date: daysBeforeToday, last_read_date: daysBeforeToday, bill_file: (p) => `${p}::jsonb`, created_at: minutesAgo },
  );
  await insertRows(ctx.tx, 'files', ['key', 'franchise_id', 'name', 'type', 'size', 'uploaded_by', 'attached_to', 'created_at'], files, { created_at: minutesAgo });
}
