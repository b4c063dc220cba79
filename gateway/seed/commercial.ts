// Seed steps: the Commercial screens' read-only data (migrations 030-032, docs/commercial.md) for
// every franchise (TR and GB): each store's promos in every status, its equipment rights with the
// log of changes that led to what is left, and its rewards of the financial month in progress and
// the three before it. Their own generators, so the steps before keep their data.
import { PRODUCT } from '../../src/domain/brand';
import { calendarDay } from '../../src/domain/dates';
import { addMonths, financialMonthOf } from '../../src/domain/financialMonth';
import { domainType, equipmentChangeReason, equipmentItem, rewardKind, rewardStatus, vehicleType } from '../../src/domain/enums';
import { promoStatusOf, type PromoFacts } from '../../src/domain/promos';
import { DEMO_ACCOUNTS, type FranchiseSlot } from './accounts';
import { insertRows, minutesAgo, type ValueTemplate } from './bulk';
import { FRANCHISE_COUNTRY } from './franchises';
import type { SeedContext } from './context';
import { COUNTRIES } from './places';
import { SeededRandom } from './random';

const SLOTS = ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[];
const DAY_MS = 86_400_000;
const isGb = (slot: FranchiseSlot) => slot === 'gb';
// Times are worked out on a timeline whose 0 is the moment of seeding and written as whole minutes
// before it (`minutesAgo`), so two seeds of one commit write the same statements.
const NOW = 0;
const ago = (at: number) => Math.round((NOW - at) / 60_000);
/** Whole minutes before the hour of seeding: promos start and end on the hour, as head office schedules them. */
const minutesBeforeTheHour: ValueTemplate = (p) => `date_trunc('hour', now()) - make_interval(mins => ${p}::int)`;

// --- promos ----------------------------------------------------------------------------------

const PROMOS_PER_STORE = 9;
/** What a promo offers, in the franchise's language, by domain. */
const OFFERS: Record<'tr' | 'gb', { code: string; title: string; domain: number }[]> = {
  tr: [
    { code: 'HOSGELDIN', title: 'İlk siparişe 100 TL indirim', domain: domainType.value(PRODUCT) },
    { code: 'YEMEK50', title: 'Yemek siparişlerinde 50 TL indirim', domain: domainType.value('food') },
    { code: 'MARKET15', title: 'Markette %15 indirim', domain: domainType.value('market') },
    { code: 'SU2AL1', title: '2 damacana alana 1 bedava', domain: domainType.value('water') },
    { code: 'ESNAF20', title: 'Yerel esnafta 20 TL indirim', domain: domainType.value('locals') },
    { code: 'FINANS', title: 'Kartla ödemede 75 TL iade', domain: domainType.value('finance') },
    { code: 'GECE', title: 'Gece siparişlerinde ücretsiz teslimat', domain: domainType.value(PRODUCT) },
  ],
  gb: [
    { code: 'WELCOME', title: '£10 off your first order', domain: domainType.value(PRODUCT) },
    { code: 'LUNCH5', title: '£5 off lunch orders', domain: domainType.value('food') },
    { code: 'BASKET15', title: '15% off groceries', domain: domainType.value('market') },
    { code: 'WATER3', title: 'Three bottles for the price of two', domain: domainType.value('water') },
    { code: 'LOCAL4', title: '£4 off at local shops', domain: domainType.value('locals') },
    { code: 'CASHBACK', title: '£7 cashback paying by card', domain: domainType.value('finance') },
    { code: 'LATENIGHT', title: 'Free delivery after 10 pm', domain: domainType.value(PRODUCT) },
  ],
};
/** The terms a promo's description states. */
const TERMS: Record<'tr' | 'gb', readonly string[]> = {
  tr: ['En az 150 TL tutarındaki sepetlerde geçerlidir.', 'Diğer indirimlerle birleştirilemez.', 'Yalnızca uygulamadan verilen siparişlerde geçerlidir.'],
  gb: ['Valid on baskets of £15 or more.', 'Cannot be combined with other offers.', 'Valid on orders placed in the app.'],
};
type Scenario = 'active' | 'preparing' | 'expired' | 'used' | 'order_limit' | 'client_limit' | 'off';
const SCENARIOS: readonly Scenario[] = ['active', 'active', 'active', 'preparing', 'expired', 'expired', 'used', 'order_limit', 'client_limit', 'off'];

/** A promo's days and counts for the status it should end up in (promoStatusOf decides it). */
function promoFacts(random: SeededRandom, scenario: Scenario, now: number): PromoFacts {
  const days = (from: number, to: number) => random.int(from, to) * DAY_MS + random.int(0, 23) * 3_600_000;
  const started = now - days(1, 30);
  const window = {
    validFrom: new Date(scenario === 'preparing' ? now + days(1, 14) : scenario === 'expired' ? now - days(40, 120) : started),
    validUntil: new Date(0),
  };
  window.validUntil = new Date(scenario === 'expired' ? now - days(1, 30) : Math.max(window.validFrom.getTime(), now) + days(3, 45));
  if (window.validUntil <= window.validFrom) window.validUntil = new Date(window.validFrom.getTime() + days(7, 30));
  const usageLimit = scenario === 'used' ? 1 : random.pick([200, 500, 1000, 2500]);
  const customerLimit = scenario === 'used' ? 1 : random.int(Math.ceil(usageLimit / 4), usageLimit);
  let usedCount = scenario === 'preparing' ? 0 : random.int(0, usageLimit - 1);
  let customerCount = Math.min(customerLimit - 1, Math.ceil(usedCount * random.between(0.5, 1)));
  if (scenario === 'used') [usedCount, customerCount] = [1, 1];
  if (scenario === 'order_limit') [usedCount, customerCount] = [usageLimit, Math.min(customerLimit, Math.ceil(usageLimit * 0.7))];
  if (scenario === 'client_limit') [usedCount, customerCount] = [Math.max(customerLimit, usedCount), customerLimit];
  if (usedCount > usageLimit) usedCount = usageLimit;
  return { switchedOff: scenario === 'off', ...window, usedCount, usageLimit, customerCount: Math.max(0, customerCount), customerLimit };
}

export async function seedPromos(ctx: SeedContext): Promise<void> {
  const random = new SeededRandom(30_030);
  const now = NOW;
  const rows: unknown[][] = [];
  for (const slot of SLOTS) {
    const language = isGb(slot) ? 'gb' : 'tr';
    const offers = OFFERS[language];
    ctx.ids.warehouses[slot].forEach((warehouseId, store) => {
      for (let index = 0; index < PROMOS_PER_STORE; index++) {
        const offer = random.pick(offers);
        // on the hour, as head office schedules them (the hour of seeding is the timeline's 0)
        const facts = promoFacts(random, random.pick(SCENARIOS), now);
        // single-use codes are personal: a longer suffix
        const code = `${offer.code}${facts.usageLimit === 1 ? random.int(10_000, 99_999) : `${store + 1}${index + 1}`}`;
        rows.push([
          random.id(), ctx.ids.franchises[slot], warehouseId, code, offer.title, random.pick(TERMS[language]), promoStatusOf(facts, new Date(now)), offer.domain,
          facts.usedCount, facts.usageLimit, facts.customerCount, facts.customerLimit, random.int(1, 10),
          ago(facts.validFrom.getTime()), ago(facts.validUntil.getTime()), ago(Math.min(facts.validFrom.getTime() - 3 * DAY_MS, now)), ago(now - random.int(0, 3) * DAY_MS),
        ]);
      }
    });
  }
  await insertRows(ctx.tx, 'promos', [
    'id', 'franchise_id', 'warehouse_id', 'code', 'title', 'description', 'status', 'domain_type',
    'used_count', 'usage_limit', 'customer_count', 'customer_limit', 'priority', 'valid_from', 'valid_until', 'created_at', 'updated_at',
  ], rows, { valid_from: minutesBeforeTheHour, valid_until: minutesBeforeTheHour, created_at: minutesAgo, updated_at: minutesAgo });
}

// --- equipment rights --------------------------------------------------------------------------

/** The items a store holds for each vehicle kind. */
const KIT: Record<number, readonly string[]> = {
  [vehicleType.value('moto')]: ['helmet', 'delivery_box', 'raincoat', 'phone_holder', 'reflective_vest', 'gloves'],
  [vehicleType.value('car')]: ['delivery_box', 'phone_holder', 'reflective_vest'],
};
const LOG_DAYS = 150;
const HEAD_OFFICE = { tr: 'Genel merkez', gb: 'Head office' } as const;
const NOTES: Record<string, { tr: string; gb: string }> = {
  handed_out: { tr: 'Yeni kuryeye teslim', gb: 'Given to a new courier' },
  returned: { tr: 'Ayrılan kuryeden iade', gb: 'Returned by a leaving courier' },
  damaged: { tr: 'Kaza sonrası kullanılamaz', gb: 'Unusable after an accident' },
  lost: { tr: 'Teslimat sırasında kayboldu', gb: 'Lost on a delivery' },
  extra_allocation: { tr: 'Sezon için ek tahsis', gb: 'Extra for the season' },
};

/** The franchise's people who hand equipment out: its demo accounts' names. */
const handlersOf = (slot: FranchiseSlot) => DEMO_ACCOUNTS.filter((account) => account.franchises.includes(slot) && account.roles.length > 0).map((account) => account.name);

export async function seedEquipments(ctx: SeedContext): Promise<void> {
  const random = new SeededRandom(31_031);
  const now = NOW;
  const rights: unknown[][] = [];
  const changes: unknown[][] = [];
  for (const slot of SLOTS) {
    const language = isGb(slot) ? 'gb' : 'tr';
    const handlers = handlersOf(slot);
    const franchiseId = ctx.ids.franchises[slot];
    for (const warehouseId of ctx.ids.warehouses[slot]) {
      for (const [kind, items] of Object.entries(KIT)) {
        for (const itemKey of items) {
          const id = random.id();
          const initial = random.int(4, 20);
          let remaining = initial;
          let at = now - LOG_DAYS * DAY_MS;
          const log = (change: number, reason: string, by: string) => {
            remaining += change;
            changes.push([random.id(), franchiseId, id, ago(at), change, remaining, equipmentChangeReason.value(reason as never), by, reason === 'initial_allocation' ? '' : NOTES[reason]![language]]);
          };
          remaining = 0;
          log(initial, 'initial_allocation', HEAD_OFFICE[language]);
          // a right's life: mostly handed out, sometimes back, now and then broken, lost or topped up
          for (;;) {
            at += random.int(2, 20) * DAY_MS + random.int(0, 10) * 3_600_000;
            if (at >= now) break;
            const roll = random.next();
            const handedOut = initial - remaining;
            if (roll < 0.06) log(random.int(2, 6), 'extra_allocation', HEAD_OFFICE[language]);
            else if (remaining === 0) continue;
            else if (roll < 0.6) log(-1, 'handed_out', random.pick(handlers));
            else if (roll < 0.8 && handedOut > 0) log(1, 'returned', random.pick(handlers));
            else if (roll < 0.92) log(-1, 'damaged', random.pick(handlers));
            else log(-1, 'lost', random.pick(handlers));
          }
          const last = changes[changes.length - 1]!;
          rights.push([id, franchiseId, warehouseId, Number(kind), equipmentItem.value(itemKey as never), initial, remaining, ago(now - LOG_DAYS * DAY_MS), last[3]]);
        }
      }
    }
  }
  await insertRows(ctx.tx, 'equipments', ['id', 'franchise_id', 'warehouse_id', 'vehicle_type', 'item', 'initial_count', 'remaining', 'created_at', 'updated_at'], rights, { created_at: minutesAgo, updated_at: minutesAgo });
  await insertRows(ctx.tx, 'equipment_changes', ['id', 'franchise_id', 'equipment_id', 'changed_at', 'change', 'remaining_after', 'reason', 'changed_by', 'note'], changes, { changed_at: minutesAgo });
}

// --- rewards -----------------------------------------------------------------------------------

const REWARD_MONTHS = 4;
/** Amounts in the country's currency (TRY, GBP): our model's rates. */
const RATES = {
  tr: { grade: 15_000, perCourier: 750, campaign: 10_000 },
  gb: { grade: 600, perCourier: 40, campaign: 450 },
} as const;
const CRITERIA = {
  tr: { grade: 'DYS notu A veya üstü (90 puan)', couriers: 'Elit ve altın kurye sayısı', campaign: 'Kampanya: ayda 1.000 market siparişi' },
  gb: { grade: 'DYS grade A or better (90 points)', couriers: 'Elite and gold couriers', campaign: 'Campaign: 1,000 grocery orders a month' },
} as const;

/** A month's status: the month in progress waits, the last one is being approved, older ones are paid. */
function statusFor(random: SeededRandom, age: number): number {
  if (age === 0) return rewardStatus.value('pending');
  if (age === 1) return random.next() < 0.7 ? rewardStatus.value('approved') : rewardStatus.value('pending');
  return random.next() < 0.85 ? rewardStatus.value('paid') : rewardStatus.value('approved');
}

export async function seedRewards(ctx: SeedContext): Promise<void> {
  const random = new SeededRandom(32_032);
  const now = new Date();
  const rows: unknown[][] = [];
  for (const slot of SLOTS) {
    const language = isGb(slot) ? 'gb' : 'tr';
    const timeZone = COUNTRIES.find((country) => country.alpha2 === FRANCHISE_COUNTRY[slot])!.timezone;
    const current = financialMonthOf(calendarDay(now, timeZone));
    for (const warehouseId of ctx.ids.warehouses[slot]) {
      for (let age = 0; age < REWARD_MONTHS; age++) {
        const month = addMonths(current, -age);
        const earned = (kind: string, criterion: string, achieved: number, target: number, amount: number) => {
          const status = statusFor(random, age);
          const decidedAt = status === rewardStatus.value('pending') ? null : ago(NOW - (age - 1) * 30 * DAY_MS - random.int(1, 5) * DAY_MS);
          rows.push([random.id(), ctx.ids.franchises[slot], warehouseId, month, rewardKind.value(kind as never), criterion, achieved, target, amount, status, decidedAt]);
        };
        // a store earns what it reached: the grade and the campaign at their target, couriers each
        const point = Math.round(random.between(84, 99) * 10) / 10;
        if (point >= 90) earned('dys_grade', CRITERIA[language].grade, point, 90, RATES[language].grade);
        const couriers = random.int(0, 9);
        if (couriers > 0) earned('courier_program', CRITERIA[language].couriers, couriers, 1, couriers * RATES[language].perCourier);
        const orders = random.int(700, 1_400);
        if (orders >= 1_000 && random.next() < 0.7) earned('campaign', CRITERIA[language].campaign, orders, 1_000, RATES[language].campaign);
      }
    }
  }
  await insertRows(ctx.tx, 'rewards', ['id', 'franchise_id', 'warehouse_id', 'month', 'kind', 'criterion', 'achieved', 'target', 'amount', 'status', 'decided_at'], rows, { decided_at: minutesAgo });
}
