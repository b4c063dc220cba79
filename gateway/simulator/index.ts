// The demo simulator: clients check out new orders, pickers pick them, couriers carry them along
// plausible streets and come back, with every step written as the seed writes it (status, step
// time, timeline event, courier and picker states) and announced on the realtime socket. It runs
// in `npm start` unless SIMULATOR=off, never in tests unless a test starts it, and stops cleanly:
// stop() ends the timer and waits for a tick in progress, so nothing runs after the gateway closes.
import type { PushSender } from '../push/sender';
import type { EnumValue, pickerBusyReason } from '../../src/domain/enums';
import type { Db } from '../db/db';
import type { Clock } from '../context';
import { nextStep, ORDER_ENDINGS, ORDER_STEPS, type OrderStatus } from '../orders/flow';
import { COURIER_FREE, COURIER_RETURNING, COURIER_STATUS_FOR_ORDER, PICKER_BUSY, PICKER_FREE } from '../orders/live-state';
import type { RealtimeEmitter } from '../realtime/emitter';
import { SeededRandom } from '../seed/random';
import { checkout } from './checkout';
import { noticeFranchise } from './notices';
import { hqDecideOldestDtsRecord } from '../db/dts-records';
import { hqAnswerOldestDdsObjection } from '../db/dds-logs';
import type { LatLon } from '../orders/replies';
import { advance, route, rounded, speedOf } from './geo';
import {
  applyStep,
  backdateOrderStatus,
  cancelByClient,
  courierOnShift,
  couriersAtWork,
  decideOldestActiveRequest,
  freeCourier,
  hqMoveOldestCandidate,
  freePicker,
  loadActiveOrders,
  loadOrderSummary,
  loadPicker,
  loadReturningCouriers,
  loadStores,
  moveCouriers,
  pickerOnShift,
  pickersAtWork,
  setCourier,
  setPicker,
  type ActiveOrder,
  type StepResult,
} from './store';

export interface SimulatorOptions {
  /** Milliseconds between ticks (SIMULATOR_TICK_MS); default 1000. */
  tickMs: number;
  /** Seed of the simulator's generator, for repeatable runs; default: the start time. */
  seed?: number;
  /** Simulated seconds per real second; steps take that many times less. Default 1. */
  speed?: number;
  /** New orders per franchise per simulated minute; default: ORDERS_PER_COURIER_MINUTE for each
   * courier of the franchise at work, so a franchise's couriers keep up as a real one's do. */
  ordersPerMinute?: number;
  /** Chance per simulated minute that a client cancels an order still in the store; default 0.02. */
  cancelPerMinute?: number;
  /** Chance per simulated minute that a picker takes (or ends) a break; default 0.03. */
  pickerBreakPerMinute?: number;
  /** Chance per simulated minute, on the timer only, that HQ moves a waiting candidate; default 1. */
  candidateMovesPerMinute?: number;
  /** Real milliseconds between the demo notifications its timer sends to each franchise's users; default 3 minutes. */
  notificationEveryMs?: number;
  /** Chance per simulated minute, on the timer only, that HQ decides a DTS apology and answers a DDS objection; default 0.5. */
  performanceDecisionsPerMinute?: number;
}

/** How often the running simulator sends the demo notifications (not on hand-driven ticks). */
export const DEFAULT_NOTIFICATION_EVERY_MS = 180_000;

export interface SimulatorDeps {
  db: Db;
  clock: Clock;
  realtime: RealtimeEmitter;
  /** Pushes each demo notification to its user's browsers (gateway/push); none in some unit tests. */
  push?: PushSender;
  log?: { warn(object: unknown, message: string): void };
}

/** A tick asked for by hand (the browser tests' hook) rather than by the timer. */
export interface TickOptions {
  /** Simulated seconds the step covers (couriers drive that far, checkouts and breaks that often);
   * default: the time since the last tick, as the timer's ticks do. */
  seconds?: number;
  /** Whether clients check out during the step; default true. False moves the world on without
   * taking couriers for new orders. */
  checkouts?: boolean;
}

/** What one tick did, for tests and logs. */
export interface TickReport {
  created: string[];
  steps: { orderId: string; status: number; event: number }[];
  moved: number;
}

/** Busy reasons a picker gives for a break (spec 4), sometimes none (it then reads as unknown). */
const BUSY_REASONS: readonly (EnumValue<typeof pickerBusyReason> | null)[] = [201, 201, 202, 209, null];
/**
 * New orders per simulated minute for each courier at work, when ordersPerMinute is not set. A
 * courier's round trip (picking, the drive out, handing over, the drive back) takes about twelve
 * minutes, so this keeps them about half busy: most checkouts find a courier, a few at a store
 * whose couriers are all out do not (missed, 1370), as in a franchise staffed for its demand.
 */
export const ORDERS_PER_COURIER_MINUTE = 0.04;

/** Chance per simulated minute that HQ decides a waiting information-edit request. */
const HQ_DECISIONS_PER_MINUTE = 0.2;
/** HQ's notes (HQ writes them in its own words; the demo's are bilingual). */
const HQ_NOTES = {
  accepted: 'Approved / Onaylandı',
  rejected: 'Missing document / Eksik belge',
} as const;

/** Chance per simulated minute, on the timer only (not on hand-driven ticks), that HQ moves the candidate it has waited on longest. */
const HQ_CANDIDATE_MOVES_PER_MINUTE = 1;
/** Of those moves, the share that sends a candidate at customer service back for missing information. */
const HQ_MISSING_INFORMATION_SHARE = 0.2;
const HQ_CANDIDATE = {
  name: 'HQ / Merkez',
  missing: 'A document is missing or unreadable / Bir belge eksik veya okunamıyor',
} as const;

/**
 * Chance per simulated minute, on the timer only, that HQ decides the DTS apology it has waited on
 * longest and answers the oldest DDS objection (docs/dys.md), so the demo's performance records move.
 */
const HQ_PERFORMANCE_DECISIONS_PER_MINUTE = 0.5;
/** HQ's DTS decisions in turn (1 accept, 2 warn, 3 reject) and the share of DDS objections it accepts. */
const HQ_DTS_DECISIONS = [1, 1, 2, 3] as const;
const HQ_DDS_ACCEPTED_SHARE = 0.5;

/** Seconds an order stays in each status before its next step (on way: until the courier arrives). */
const STEP_SECONDS: Readonly<Partial<Record<OrderStatus, number>>> = { 350: 20, 400: 30, 500: 90, 550: 20, 600: 15, 800: 45 };
/** A tick never simulates more than this, so a paused process does not teleport couriers. */
export const MAX_TICK_SECONDS = 600;

/** A stable factor in [0.6, 1.4] per order, so not every order takes the same time. */
function jitter(id: string): number {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) >>> 0;
  return 0.6 + (hash % 801) / 1000;
}

/** Whether an event with `perMinute` chance happens in `seconds`. */
const happens = (random: SeededRandom, perMinute: number, seconds: number) => random.next() < 1 - Math.exp((-perMinute * seconds) / 60);

export class Simulator {
  private readonly random: SeededRandom;
  private readonly speed: number;
  /** Couriers on a trip: the waypoints still ahead. */
  private readonly trips = new Map<string, LatLon[]>();
  private timer: NodeJS.Timeout | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private lastTick: Date | null = null;
  private lastNotice: Date | null = null;
  private running = false;
  private stopped = false;

  constructor(
    private readonly deps: SimulatorDeps,
    private readonly options: SimulatorOptions,
  ) {
    this.random = new SeededRandom(options.seed ?? Date.now() % 2 ** 32);
    this.speed = options.speed ?? 1;
  }

  /** Whether it ticks on its timer now (started, neither paused nor stopped). */
  get ticking(): boolean {
    return this.running;
  }

  /** Ticks every tickMs until pause() or stop(). */
  start(): void {
    if (this.running || this.stopped) return;
    this.running = true;
    const schedule = () => {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.timedTick()
          .catch((error: unknown) => this.deps.log?.warn({ err: error }, 'simulator tick failed'))
          .finally(() => {
            // paused meanwhile, or paused and started again (which scheduled its own tick)
            if (this.running && !this.timer) schedule();
          });
      }, this.options.tickMs);
      this.timer.unref();
    };
    schedule();
  }

  /**
   * Stops ticking until start() is called again, and waits for a tick in progress: a gateway
   * that lost the simulator's lock to another process hands over a world at rest.
   */
  async pause(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.queue.catch(() => undefined);
  }

  /** Stops ticking for good and waits for a tick in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.pause();
  }

  /** One step of the world; ticks never overlap. */
  tick(options: TickOptions = {}): Promise<TickReport> {
    const run = this.queue.then(() => this.runTick(options));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * A tick of the timer: the world's step (the same tick() a hand-driven step takes), then HQ's
   * candidate moves and the demo notifications when they are due, queued behind it so stop()
   * waits for them too.
   */
  private async timedTick(): Promise<unknown> {
    await this.tick();
    const extras = this.queue.then(async () => {
      await this.hqCandidateMoves();
      await this.hqPerformanceDecisions();
      await this.noticeIfDue();
    });
    this.queue = extras.catch(() => undefined);
    return extras;
  }

  /**
   * Now and then HQ moves a waiting candidate one step on (1 -> 2 -> 3 -> 6 approved) or sends
   * one at customer service back for missing information, with its history row. On the timer
   * only: hand-driven worlds (SIMULATOR=manual, the browser tests) keep their candidates still.
   */
  private async hqCandidateMoves(): Promise<void> {
    const perMinute = this.options.candidateMovesPerMinute ?? HQ_CANDIDATE_MOVES_PER_MINUTE;
    if (!happens(this.random, perMinute, (this.options.tickMs / 1000) * this.speed)) return;
    const missing = this.random.next() < HQ_MISSING_INFORMATION_SHARE;
    const now = this.deps.clock();
    await this.deps.db.transaction((tx) => hqMoveOldestCandidate(tx, { missing, reason: HQ_CANDIDATE.missing, hqName: HQ_CANDIDATE.name, now }));
  }

  /**
   * Now and then HQ decides the DTS apology it has waited on longest (closing the record with its
   * penalty) and answers the oldest DDS objection, each with its history row. On the timer only,
   * like the candidate moves: the browser tests' hand-driven world decides through its hooks.
   */
  private async hqPerformanceDecisions(): Promise<void> {
    const perMinute = this.options.performanceDecisionsPerMinute ?? HQ_PERFORMANCE_DECISIONS_PER_MINUTE;
    if (!happens(this.random, perMinute, (this.options.tickMs / 1000) * this.speed)) return;
    const decision = this.random.pick(HQ_DTS_DECISIONS);
    const accepted = this.random.next() < HQ_DDS_ACCEPTED_SHARE;
    await this.deps.db.transaction((tx) => hqDecideOldestDtsRecord(tx, decision));
    await this.deps.db.transaction((tx) => hqAnswerOldestDdsObjection(tx, accepted));
  }

  /** Every notificationEveryMs, a notification to each notified user of every franchise (the first one that long after start). */
  private async noticeIfDue(): Promise<void> {
    const now = this.deps.clock();
    if (!this.lastNotice) this.lastNotice = now;
    if (now.getTime() - this.lastNotice.getTime() < (this.options.notificationEveryMs ?? DEFAULT_NOTIFICATION_EVERY_MS)) return;
    this.lastNotice = now;
    const franchises = [...new Set((await loadStores(this.deps.db)).map((store) => store.franchiseId))];
    for (const franchiseId of franchises) await noticeFranchise(this.deps.db, this.deps.realtime, this.random, franchiseId, now, this.deps.push);
  }

  /**
   * A new order at `warehouseId` (or a random store of the franchise) now; answers its id.
   * `withCourier`: only at a store with a free courier, so the checkout succeeds (null when no
   * store of the franchise has one). `aborted`: the checkout fails for want of a courier, as one
   * does when all of a store's couriers are out (status 200, error 1370, announced the same way).
   */
  async createOrder(franchiseId: string, warehouseId?: string, withCourier = false, aborted = false): Promise<string | null> {
    const run = this.queue.then(() => this.newOrder(franchiseId, warehouseId, withCourier && !aborted, aborted));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async runTick(options: TickOptions): Promise<TickReport> {
    const now = this.deps.clock();
    const elapsed = this.lastTick ? (now.getTime() - this.lastTick.getTime()) / 1000 : this.options.tickMs / 1000;
    const seconds = Math.min(MAX_TICK_SECONDS, options.seconds ?? elapsed);
    this.lastTick = now;
    const simulated = Math.max(0, seconds) * this.speed;
    const report: TickReport = { created: [], steps: [], moved: 0 };
    if (options.checkouts !== false) await this.checkouts(simulated, report);
    await this.advanceOrders(now, simulated, report);
    await this.bringCouriersBack(now, simulated, report);
    await this.pickerBreaks(now, simulated);
    await this.hqDecisions(now, simulated);
    return report;
  }

  /** Now and then HQ decides the oldest waiting information-edit request: mostly accepts it. */
  private async hqDecisions(now: Date, seconds: number): Promise<void> {
    if (!happens(this.random, HQ_DECISIONS_PER_MINUTE, seconds)) return;
    const accept = this.random.next() < 0.7;
    await this.deps.db.transaction((tx) => decideOldestActiveRequest(tx, accept, accept ? HQ_NOTES.accepted : HQ_NOTES.rejected, now));
  }

  private async checkouts(seconds: number, report: TickReport): Promise<void> {
    const stores = await loadStores(this.deps.db);
    const franchises = [...new Set(stores.map((store) => store.franchiseId))];
    const couriers = this.options.ordersPerMinute === undefined ? await couriersAtWork(this.deps.db) : null;
    for (const franchiseId of franchises) {
      const perMinute = this.options.ordersPerMinute ?? ORDERS_PER_COURIER_MINUTE * (couriers?.get(franchiseId) ?? 0);
      const expected = (perMinute * seconds) / 60;
      const count = Math.floor(expected) + (this.random.next() < expected % 1 ? 1 : 0);
      for (let n = 0; n < count; n++) {
        const id = await this.newOrder(franchiseId);
        if (id) report.created.push(id);
      }
    }
  }

  private async newOrder(franchiseId: string, warehouseId?: string, withCourier = false, aborted = false): Promise<string | null> {
    let stores = (await loadStores(this.deps.db)).filter(
      (store) => store.franchiseId === franchiseId && (!warehouseId || store.id === warehouseId),
    );
    if (withCourier) {
      const ready = await Promise.all(stores.map(async (store) => (await freeCourier(this.deps.db, store.id)) !== null));
      const withFree = stores.filter((_, index) => ready[index]);
      // none free: a courier off shift comes on, as a manager would call one in
      const called = withFree.length === 0 ? await courierOnShift(this.deps.db, franchiseId, this.deps.clock()) : null;
      stores = called ? stores.filter((store) => store.id === called) : withFree;
    }
    if (stores.length === 0) return null;
    const store = this.random.pick(stores);
    const now = this.deps.clock();
    const result = await checkout(this.deps.db, this.random, store, now, aborted);
    const order = await loadOrderSummary(this.deps.db, result.orderId);
    if (!order) return null;
    const { realtime } = this.deps;
    if (result.courierId) {
      realtime.newCheckout(franchiseId, order);
      realtime.courierMoved(franchiseId, { _id: result.courierId, lat: store.location[0], lon: store.location[1], status: COURIER_STATUS_FOR_ORDER[350]! });
    }
    realtime.orderStatusChanged(franchiseId, {
      _id: order._id,
      status: order.status,
      statusUpdatedAt: order.statusUpdatedAt,
      domainType: order.domainType,
      event: result.courierId ? ORDER_STEPS[1].event : ORDER_ENDINGS.aborted.event,
      warehouse: store.id,
      courier: result.courierId,
      picker: null,
    });
    return result.orderId;
  }

  private async advanceOrders(now: Date, seconds: number, report: TickReport): Promise<void> {
    const { db } = this.deps;
    const moves: { id: string; franchiseId: string; at: LatLon; status: number }[] = [];
    for (const order of await loadActiveOrders(db)) {
      const waited = (now.getTime() - order.statusUpdatedAt.getTime()) / 1000;
      // a client may give up while the order is still in the store
      if (order.status <= 500 && happens(this.random, this.options.cancelPerMinute ?? 0.02, seconds)) {
        await this.announce(order, await cancelByClient(db, order, now), report);
        continue;
      }
      if (order.status === 700) {
        const arrived = this.drive(order, seconds, moves);
        if (!arrived) continue;
      } else if (waited * this.speed < (STEP_SECONDS[order.status as OrderStatus] ?? 60) * jitter(order.id)) {
        continue;
      }
      await this.step(order, now, report);
    }
    await moveCouriers(db, moves, now);
    for (const move of moves) this.deps.realtime.courierMoved(move.franchiseId, { _id: move.id, lat: move.at[0], lon: move.at[1], status: move.status });
    report.moved += moves.length;
  }

  /**
   * Moves one order one step along its flow now, as a tick does when its time has come; answers
   * the step's result, or null when it has no next step or waits for a free picker.
   */
  private async step(order: ActiveOrder, now: Date, report: TickReport, callPicker = false): Promise<StepResult | null> {
    const { db } = this.deps;
    const step = nextStep(order.status);
    if (!step) return null;
    let pickerId: string | null = null;
    if (step.event === 1800) {
      pickerId = await freePicker(db, order.warehouseId);
      if (!pickerId && callPicker) pickerId = await pickerOnShift(db, order.warehouseId, now);
      if (!pickerId) return null; // wait for a picker to be free
    }
    const result = await applyStep(db, order, step, now, pickerId);
    if (result && step.event === 2300 && order.courierId) {
      // the trip starts where the courier waits at the store, along the streets to the client
      this.trips.set(order.courierId, route(order.courierAt ?? order.store, order.destination, jitter(order.id) > 1));
    }
    if (result && step.event === 2700 && order.courierId) {
      this.trips.set(order.courierId, route(order.destination, order.store, jitter(order.id) <= 1));
    }
    await this.announce(order, result, report);
    return result;
  }

  /** Makes an order of `franchiseId` look `minutes` long in its status (a late order for the sticky widget's tests). */
  backdateOrder(franchiseId: string, orderId: string, minutes: number): Promise<boolean> {
    return backdateOrderStatus(this.deps.db, franchiseId, orderId, new Date(this.deps.clock().getTime() - minutes * 60_000));
  }

  /**
   * Steps one active order of `franchiseId` along its flow until it reaches `status` (the browser
   * tests' hook: a test makes the state it needs instead of ticking the whole world), or, for
   * 1200, has its client cancel it (a missed order). Answers the status reached; null when the franchise has no such active order; 'stuck' when a step could
   * not be taken (no picker of the store at all) before `status`.
   */
  advanceOrder(franchiseId: string, orderId: string, status: number): Promise<number | 'stuck' | null> {
    const run = this.queue.then(async () => {
      const find = async () => (await loadActiveOrders(this.deps.db)).find((order) => order.id === orderId && order.franchiseId === franchiseId);
      let order = await find();
      if (!order) return null;
      const report: TickReport = { created: [], steps: [], moved: 0 };
      if (status === ORDER_ENDINGS.canceledByClient.status) {
        // the client cancels it, wherever it is: a missed order
        const result = await cancelByClient(this.deps.db, order, this.deps.clock());
        await this.announce(order, result, report);
        return result ? result.status : ('stuck' as const);
      }
      while (order && order.status < status) {
        // a test asked for this state: a picker on a break or off shift is called in if need be
        if (!(await this.step(order, this.deps.clock(), report, true))) return 'stuck' as const;
        order = await find();
      }
      return order?.status ?? status;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Moves the courier of an order on its way; answers whether they reached the client. */
  private drive(order: ActiveOrder, seconds: number, moves: { id: string; franchiseId: string; at: LatLon; status: number }[]): boolean {
    if (!order.courierId) return true;
    const from = order.courierAt ?? order.store;
    const ahead = this.trips.get(order.courierId) ?? route(from, order.destination, jitter(order.id) > 1);
    const { position, left } = advance(from, ahead, speedOf(order.vehicleType) * seconds);
    this.trips.set(order.courierId, left);
    moves.push({ id: order.courierId, franchiseId: order.franchiseId, at: rounded(position), status: order.status });
    if (left.length > 0) return false;
    this.trips.delete(order.courierId);
    return true;
  }

  private async bringCouriersBack(now: Date, seconds: number, report: TickReport): Promise<void> {
    const { db, realtime } = this.deps;
    const moves: { id: string; at: LatLon }[] = [];
    for (const courier of await loadReturningCouriers(db)) {
      const ahead = this.trips.get(courier.id) ?? route(courier.at, courier.store, courier.id.charCodeAt(0) % 2 === 0);
      const { position, left } = advance(courier.at, ahead, speedOf(courier.vehicleType) * seconds);
      const at = rounded(position);
      if (left.length === 0) {
        this.trips.delete(courier.id);
        await setCourier(db, courier.id, COURIER_FREE, now, courier.store);
        realtime.courierMoved(courier.franchiseId, { _id: courier.id, lat: courier.store[0], lon: courier.store[1], status: COURIER_FREE });
      } else {
        this.trips.set(courier.id, left);
        moves.push({ id: courier.id, at });
        realtime.courierMoved(courier.franchiseId, { _id: courier.id, lat: at[0], lon: at[1], status: COURIER_RETURNING });
      }
    }
    await moveCouriers(db, moves, now);
    report.moved += moves.length;
  }

  private async pickerBreaks(now: Date, seconds: number): Promise<void> {
    const { db, realtime } = this.deps;
    for (const picker of await pickersAtWork(db, [PICKER_FREE, PICKER_BUSY])) {
      if (!happens(this.random, this.options.pickerBreakPerMinute ?? 0.03, seconds)) continue;
      const busy = picker.status === PICKER_FREE;
      await setPicker(db, picker.id, busy ? PICKER_BUSY : PICKER_FREE, busy ? this.random.pick(BUSY_REASONS) : null, now);
      const record = await loadPicker(db, picker.franchise_id, picker.id);
      if (record) realtime.pickerStatusChanged(picker.franchise_id, record);
    }
  }

  /** Tells the order's franchise what a step did: the order, its courier's new status, its picker. */
  private async announce(order: ActiveOrder, result: StepResult | null, report: TickReport): Promise<void> {
    if (!result) return;
    const { realtime } = this.deps;
    report.steps.push({ orderId: order.id, status: result.status, event: result.event });
    realtime.orderStatusChanged(order.franchiseId, {
      _id: order.id,
      status: result.status,
      statusUpdatedAt: result.at.toISOString(),
      domainType: order.domainType,
      event: result.event,
      warehouse: order.warehouseId,
      courier: order.courierId,
      picker: result.pickerId,
    });
    if (order.courierId && result.courierStatus !== null) {
      const at = result.event === 2600 ? order.destination : (order.courierAt ?? order.store);
      realtime.courierMoved(order.franchiseId, { _id: order.courierId, lat: at[0], lon: at[1], status: result.courierStatus });
    }
    if (result.pickerId && (result.event === 1800 || result.event === 1900 || result.event === 1100)) {
      const picker = await loadPicker(this.deps.db, order.franchiseId, result.pickerId);
      if (picker) realtime.pickerStatusChanged(order.franchiseId, picker);
    }
  }
}
