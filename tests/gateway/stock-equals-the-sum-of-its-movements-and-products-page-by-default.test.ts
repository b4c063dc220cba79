// Stock on the gateway (resources/inventory/stock-current.ts, stock-movements.ts, products.ts;
// gateway/db/stock.ts; migration 034; docs/commercial.md). The spec's POST /products pages by 10
// from 0 unless asked, in the asked language; a store's stock equals the sum of its movements, in
// the seed and after 50 movements written at once; movements are read at most 31 days a query;
// a minimum reached sends exactly one notification; another franchise's store, product or stock
// row is refused everywhere, and a role without stock gets 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMovementType } from '../../src/domain/enums';
import { STOCK_PATHS } from '../../src/domain/paths';
import type { LoginResponse } from '../../src/domain/types';
import { writeMovement } from '../../gateway/db/stock';
import { call, json, login, startGateway, type TestGateway } from './helpers';

type StockRow = { _id: string; productId: string; warehouseId: string; productName: string; available: number; minimum: number | null; lowStock: boolean };
type Product = { _id: string; name: string; image: string | null; sku: string };

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;

const DAY = 86_400_000;
const post = (path: string, body: unknown, token = owner.accessToken, language = 'en') =>
  gateway.app.inject({ method: 'POST', url: `/api${path}`, payload: body as object, headers: { authorization: `Bearer ${token}`, 'accept-language': language } });
const page = { sort: { field: 'productName', order: 1 }, limit: 100, offset: 0 };

async function firstStore(token: string): Promise<string> {
  const response = await call(gateway.app, token, 'GET', '/api/warehouses?range=[0,0]&sort=["name","ASC"]');
  expect(response.statusCode, response.body).toBe(200);
  return json<{ id: string }[]>(response)[0]!.id;
}

const stockOf = async (warehouseId: string, extra: Record<string, unknown> = {}, token = owner.accessToken) => {
  const response = await post(STOCK_PATHS.current, { warehouseId, ...page, ...extra }, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ stocks: StockRow[]; totalCount: number }>(response);
};

const unreadLowStock = async (franchiseId: string, userId: string) => {
  const { rows } = await gateway.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications WHERE franchise_id = $1 AND user_id = $2 AND title->>'en' LIKE 'Low stock:%'`,
    [franchiseId, userId],
  );
  return rows[0]!.n;
};

let store: string;
let gbStore: string;

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner] = await Promise.all(['owner', 'manager', 'gbowner'].map((name) => login(gateway.app, name)));
  [store, gbStore] = await Promise.all([firstStore(owner.accessToken), firstStore(gbowner.accessToken)]);
});
afterAll(async () => {
  await gateway?.close();
});

describe('POST /products', () => {
  it('pages by 10 from 0 by default, names in the asked language, and refuses another franchise\'s store', async () => {
    const first = await post(STOCK_PATHS.products, { language: 'tr' });
    expect(first.statusCode, first.body).toBe(200);
    const { products, totalCount } = json<{ products: Product[]; totalCount: number }>(first);
    expect(products).toHaveLength(10);
    expect(totalCount).toBeGreaterThan(10);
    const second = json<{ products: Product[] }>(await post(`${STOCK_PATHS.products}?limit=10&offset=10`, { language: 'tr' })).products;
    expect(second[0]!._id).not.toBe(products[0]!._id);
    expect(json<{ products: Product[] }>(await post(`${STOCK_PATHS.products}?offset=0`, { language: 'tr' })).products.map((p) => p._id)).toEqual(products.map((p) => p._id));

    const english = json<{ products: Product[] }>(await post(STOCK_PATHS.products, { language: 'en', searchFilterOptions: { ids: [products[0]!._id] } })).products[0]!;
    expect(english.name).not.toBe(products[0]!.name);
    expect(english.image).toMatch(/^\/products\/.+\.svg$/);

    const keyword = json<{ products: Product[] }>(await post(STOCK_PATHS.products, { language: 'en', keyword: 'milk', warehouseId: store })).products;
    expect(keyword.length).toBeGreaterThan(0);
    expect(keyword.every((product) => /milk/i.test(product.name))).toBe(true);

    expect((await post(STOCK_PATHS.products, { language: 'en', warehouseId: gbStore })).statusCode).toBe(403);
    expect((await post(STOCK_PATHS.products, { language: 'en', countryCode: 'GB' })).statusCode).toBe(403);
    expect((await post(STOCK_PATHS.products, { language: 'en', unknown: 1 })).statusCode).toBe(400);
    expect((await post(STOCK_PATHS.products, { language: 'en' }, manager.accessToken)).statusCode).toBe(403);
  });
});

describe('stock and its movements', () => {
  it('seeds every store\'s stock as the sum of its movements, each balance the running sum', async () => {
    const { rows } = await gateway.db.query<{ bad: number; rows: number }>(
      `SELECT count(*) FILTER (WHERE s.available <> COALESCE(m.total, 0))::int AS bad, count(*)::int AS rows
       FROM stock_levels s LEFT JOIN (SELECT franchise_id, warehouse_id, product_id, sum(quantity) AS total FROM stock_movements GROUP BY 1, 2, 3) m
         ON m.franchise_id = s.franchise_id AND m.warehouse_id = s.warehouse_id AND m.product_id = s.product_id`,
    );
    expect(rows[0]!.rows).toBeGreaterThan(100);
    expect(rows[0]!.bad).toBe(0);
    const running = await gateway.db.query<{ bad: number }>(
      `SELECT count(*)::int AS bad FROM (SELECT balance_after, sum(quantity) OVER (PARTITION BY franchise_id, warehouse_id, product_id ORDER BY moved_at, id) AS running FROM stock_movements) m WHERE balance_after <> running`,
    );
    expect(running.rows[0]!.bad).toBe(0);
  });

  it('keeps stock equal to the sum of 50 movements written at once, each balance a step of it', async () => {
    const row = (await stockOf(store)).stocks.find((one) => one.available > 0 && one.minimum === null)!;
    const franchiseId = owner.user.franchise._id;
    const now = gateway.app.clock();
    const quantities = Array.from({ length: 50 }, (_, index) => (index % 5 === 0 ? 7 : -1));
    const written = await Promise.all(
      quantities.map((quantity) =>
        writeMovement(gateway.db, franchiseId, {
          warehouseId: store,
          productId: row.productId,
          type: quantity > 0 ? stockMovementType.value('transfer_in') : stockMovementType.value('sale'),
          quantity,
          reference: 'concurrent',
          userName: 'test',
          at: now,
        }),
      ),
    );
    const expected = row.available + quantities.reduce((sum, quantity) => sum + quantity, 0);
    const after = (await stockOf(store)).stocks.find((one) => one._id === row._id)!;
    expect(after.available).toBe(expected);
    // the balances form one chain from the stock before to the stock after: each movement was
    // applied on the balance another one left (none on a balance read before another's write)
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const afters = written.map((one) => one.balanceAfter);
    const befores = written.map((one, index) => one.balanceAfter - quantities[index]!);
    expect(sorted([...befores, expected])).toEqual(sorted([row.available, ...afters]));
    const sum = await gateway.db.query<{ total: number }>(
      `SELECT sum(quantity)::int AS total FROM stock_movements WHERE franchise_id = $1 AND warehouse_id = $2 AND product_id = $3`,
      [franchiseId, store, row.productId],
    );
    expect(sum.rows[0]!.total).toBe(expected);

    const listed = await post(STOCK_PATHS.movements, {
      warehouseId: store,
      productId: row.productId,
      startDate: new Date(now.getTime() - DAY).toISOString(),
      endDate: new Date(now.getTime() + DAY).toISOString(),
      sort: { field: 'movedAt', order: -1 },
      limit: 100,
      offset: 0,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const movements = json<{ movements: { reference: string; quantity: number; productName: string }[] }>(listed).movements.filter((one) => one.reference === 'concurrent');
    expect(movements).toHaveLength(50);
    expect(movements[0]!.productName).toBe(row.productName);
  });

  it('reads movements at most 31 days a query, and never backwards', async () => {
    const end = gateway.app.clock();
    const ask = (days: number) =>
      post(STOCK_PATHS.movements, { startDate: new Date(end.getTime() - days * DAY).toISOString(), endDate: end.toISOString(), sort: { field: 'movedAt', order: -1 }, limit: 25, offset: 0 });
    expect((await ask(31)).statusCode).toBe(200);
    const long = await ask(32);
    expect(long.statusCode).toBe(400);
    expect(json(long)).toMatchObject({ code: 'INVALID_DATE_RANGE' });
    expect((await ask(-1)).statusCode).toBe(400);
  });

  it('sends one notification when stock reaches its minimum, none while it stays low, one again after it recovered', async () => {
    const franchiseId = owner.user.franchise._id;
    const userId = owner.user._id;
    const row = (await stockOf(store)).stocks.find((one) => one.available >= 5 && one.minimum === null)!;
    const setMinimum = (minimum: number) => call(gateway.app, owner.accessToken, 'POST', `/api/stock-current/${row._id}/actions/setMinimum`, { minimum });
    const move = (quantity: number) =>
      writeMovement(gateway.db, franchiseId, { warehouseId: store, productId: row.productId, type: stockMovementType.value(quantity < 0 ? 'sale' : 'transfer_in'), quantity, reference: 'minimum', userName: 'test', at: gateway.app.clock() });
    const before = await unreadLowStock(franchiseId, userId);

    expect((await setMinimum(row.available - 2)).statusCode).toBe(200);
    expect(await unreadLowStock(franchiseId, userId)).toBe(before);
    await move(-1);
    expect(await unreadLowStock(franchiseId, userId)).toBe(before);
    const crossed = await move(-1);
    expect(crossed.notifications.filter((one) => one.franchiseUserId === userId)).toHaveLength(1);
    await move(-1);
    expect(await unreadLowStock(franchiseId, userId)).toBe(before + 1);
    const listed = (await stockOf(store, { lowStock: true })).stocks.find((one) => one._id === row._id);
    expect(listed).toMatchObject({ lowStock: true, minimum: row.available - 2 });

    await move(5);
    await move(-5);
    expect(await unreadLowStock(franchiseId, userId)).toBe(before + 2);
  });

  it('refuses another franchise\'s store, product and stock row, and a role without stock', async () => {
    const gbRow = (await stockOf(gbStore, {}, gbowner.accessToken)).stocks[0]!;
    const own = (await stockOf(store)).stocks[0]!;
    const current = await post(STOCK_PATHS.current, { warehouseId: gbStore, ...page });
    expect(current.statusCode).toBe(400);
    expect(json(current)).toMatchObject({ code: 'INVALID_REFERENCE', field: 'warehouseId' });
    const days = { startDate: new Date(Date.now() - DAY).toISOString(), endDate: new Date().toISOString(), sort: { field: 'movedAt', order: -1 }, limit: 25, offset: 0 };
    expect((await post(STOCK_PATHS.movements, { ...days, warehouseId: gbStore })).statusCode).toBe(400);
    expect((await post(STOCK_PATHS.movements, { ...days, productId: gbRow.productId })).statusCode).toBe(400);
    expect((await call(gateway.app, owner.accessToken, 'POST', `/api/stock-current/${gbRow._id}/actions/setMinimum`, { minimum: 3 })).statusCode).toBe(404);
    await expect(
      writeMovement(gateway.db, owner.user.franchise._id, { warehouseId: store, productId: gbRow.productId, type: 1, quantity: -1, reference: '', userName: '', at: new Date() }),
    ).rejects.toMatchObject({ statusCode: 404 });
    const untouched = await gateway.db.query<{ minimum: number | null }>(`SELECT minimum FROM stock_levels WHERE id = $1`, [gbRow._id]);
    expect(untouched.rows[0]!.minimum).toBe(gbRow.minimum);

    expect((await post(STOCK_PATHS.current, { warehouseId: store, ...page }, manager.accessToken)).statusCode).toBe(403);
    expect((await post(STOCK_PATHS.movements, days, manager.accessToken)).statusCode).toBe(403);
    expect((await call(gateway.app, manager.accessToken, 'POST', `/api/stock-current/${own._id}/actions/setMinimum`, { minimum: 3 })).statusCode).toBe(403);
  });
});
