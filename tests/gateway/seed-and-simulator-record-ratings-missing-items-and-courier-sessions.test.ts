// What the staff statistics read beyond the flow's timestamps is filled honestly: the seed rates
// exactly its rated orders (1-5) and counts missing items only on prepared ones, writes courier
// sessions that never overlap; the simulator counts an order's missing items when it is
// prepared, and leaves an order it delivers unrated (its clients never rate).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../gateway/app';
import type { Db } from '../../gateway/db/db';
import type { FastifyInstance } from 'fastify';
import { freshDb, login, testConfig } from './helpers';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  db = await freshDb();
  app = await buildApp({
    db,
    config: testConfig(),
    simulator: { tickMs: 1000, seed: 5, autoStart: false, ordersPerMinute: 0, cancelPerMinute: 0, pickerBreakPerMinute: 0 },
  });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params)).rows[0].n;

describe('the seed', () => {
  it('rates its rated orders only, 1 to 5, and counts missing items only on prepared orders', async () => {
    expect(await count(`SELECT count(*)::int AS n FROM orders WHERE (status = 1000) <> (rating IS NOT NULL)`)).toBe(0);
    expect(await count(`SELECT count(DISTINCT rating)::int AS n FROM orders WHERE rating IS NOT NULL`)).toBe(5);
    expect(await count(`SELECT count(*)::int AS n FROM orders WHERE prepared_at IS NULL AND missing_items > 0`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM orders WHERE missing_items > 0`)).toBeGreaterThan(0);
  });

  it('writes courier sessions that never overlap, each courier logged in now having an open one', async () => {
    expect(await count(`SELECT count(*)::int AS n FROM courier_sessions`)).toBeGreaterThan(0);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM courier_sessions a JOIN courier_sessions b ON a.courier_id = b.courier_id AND a.id < b.id
         WHERE tstzrange(a.started_at, COALESCE(a.ended_at, 'infinity')) && tstzrange(b.started_at, COALESCE(b.ended_at, 'infinity'))`,
      ),
    ).toBe(0);
    expect(
      await count(`SELECT count(*)::int AS n FROM couriers c WHERE c.is_logged_in AND NOT EXISTS (SELECT 1 FROM courier_sessions s WHERE s.courier_id = c.id AND s.ended_at IS NULL)`),
    ).toBe(0);
  });
});

describe('the simulator', () => {
  it('counts missing items when an order is prepared, and a delivered order stays unrated', async () => {
    const owner = await login(app, 'owner');
    const franchiseId = owner.user.franchise._id;
    const read = async (id: string) =>
      (await db.query<{ status: number; rating: number | null; missing_items: number; prepared_at: Date | null }>(
        `SELECT status, rating, missing_items, prepared_at FROM orders WHERE id = $1`,
        [id],
      )).rows[0];
    // over a few orders, each prepared one has its count (mostly 0); the weights give 1 or 2 to some
    const missing: number[] = [];
    for (let n = 0; n < 6; n++) {
      const orderId = await app.simulator!.createOrder(franchiseId, undefined, true);
      expect(orderId).toBeTruthy();
      expect(await app.simulator!.advanceOrder(franchiseId, orderId!, 900)).toBe(900);
      const order = await read(orderId!);
      expect(order).toMatchObject({ status: 900, rating: null });
      expect(order.prepared_at).not.toBeNull();
      missing.push(order.missing_items);
    }
    for (const value of missing) expect([0, 1, 2]).toContain(value);
  });
});
