// A store's courier vehicle counts for a week: read for every store, saved whole at the version
// read (409 STALE_RECORD and nothing changes otherwise), refused once the store's courier week is
// published, needing shift_plan's `slots`, and another franchise's store is not found.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreVehicleCounts } from '../../src/domain/shiftPlan';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';
import { API, local, makeSlot, storeWithPeople } from './support/shiftPlan';

const ZONE = 'Europe/Istanbul';
let gateway: TestGateway;
let owner: LoginResponse;
let gbowner: LoginResponse;
let manager: LoginResponse;
let store: Awaited<ReturnType<typeof storeWithPeople>>;

beforeAll(async () => {
  gateway = await startGateway();
  owner = await login(gateway.app, 'owner');
  gbowner = await login(gateway.app, 'gbowner');
  manager = await login(gateway.app, 'manager');
  store = await storeWithPeople(gateway.db, owner.user.franchise._id, 'courier');
});
afterAll(() => gateway?.close());

const read = async (weekStart: string) =>
  json<{ weekStart: string; warehouses: StoreVehicleCounts[] }>(await call(gateway.app, owner.accessToken, 'POST', `${API}/vehicle-counts/filter`, { weekStart, timeZone: ZONE }));
const mine = async (weekStart: string) => (await read(weekStart)).warehouses.find((entry) => entry.warehouse.id === store.warehouseId)!;
const save = (body: object, token = owner.accessToken) => call(gateway.app, token, 'PUT', `${API}/vehicle-counts`, { warehouseId: store.warehouseId, timeZone: ZONE, ...body });

it('saves a week’s counts at the version read; a stale save is refused and changes nothing', async () => {
  const before = await mine('2031-09-03');
  expect(before).toMatchObject({ counts: [], editable: true, updatedAt: null });
  const first = await save({ weekStart: '2031-09-01', counts: [{ vehicleType: 200, count: 3 }, { vehicleType: 500, count: 2 }], updatedAt: null });
  expect(first.statusCode, first.body).toBe(200);
  const saved = json<StoreVehicleCounts>(first);
  expect(saved.counts).toEqual([{ vehicleType: 200, count: 3 }, { vehicleType: 500, count: 2 }]);
  const stale = await save({ weekStart: '2031-09-01', counts: [{ vehicleType: 200, count: 9 }], updatedAt: null });
  expect(stale.statusCode).toBe(409);
  expect(json(stale).code).toBe('STALE_RECORD');
  expect((await mine('2031-09-01')).counts).toEqual(saved.counts);
  const second = await save({ weekStart: '2031-09-01', counts: [{ vehicleType: 200, count: 4 }], updatedAt: saved.updatedAt });
  expect(second.statusCode, second.body).toBe(200);
  expect(json<StoreVehicleCounts>(second).counts).toEqual([{ vehicleType: 200, count: 4 }]);
  const twice = await save({ weekStart: '2031-09-01', counts: [{ vehicleType: 200, count: 1 }, { vehicleType: 200, count: 2 }], updatedAt: json<StoreVehicleCounts>(second).updatedAt });
  expect(twice.statusCode).toBe(400);
});

it('is refused once the store’s courier week is published', async () => {
  await makeSlot(gateway.app, owner.accessToken, { warehouseId: store.warehouseId, kind: 'courier', startsAt: local('2031-09-09T09:00', ZONE), endsAt: local('2031-09-09T13:00', ZONE) });
  expect((await mine('2031-09-08')).editable).toBe(true);
  await call(gateway.app, owner.accessToken, 'POST', `${API}/week/publish`, { warehouseId: store.warehouseId, kind: 'courier', weekStart: '2031-09-08', timeZone: ZONE });
  const counts = await mine('2031-09-08');
  expect(counts.editable).toBe(false);
  const refused = await save({ weekStart: '2031-09-08', counts: [{ vehicleType: 200, count: 1 }], updatedAt: counts.updatedAt });
  expect(refused.statusCode).toBe(409);
  expect(json(refused).code).toBe('SHIFT_WEEK_PUBLISHED');
  expect((await mine('2031-09-08')).counts).toEqual([]);
});

it('needs shift_plan’s slots to save, and another franchise’s store is not found', async () => {
  await gateway.db.query(`INSERT INTO user_roles (user_id, role_key, permissions) VALUES ($1, 'shift_plan', '{read}')`, [manager.user._id]);
  const readOnly = await save({ weekStart: '2031-09-15', counts: [{ vehicleType: 200, count: 1 }], updatedAt: null }, manager.accessToken);
  expect(readOnly.statusCode).toBe(403);
  const foreign = await save({ weekStart: '2031-09-15', counts: [{ vehicleType: 200, count: 1 }], updatedAt: null }, gbowner.accessToken);
  expect(foreign.statusCode).toBe(404);
  const theirs = json<{ warehouses: StoreVehicleCounts[] }>(await call(gateway.app, gbowner.accessToken, 'POST', `${API}/vehicle-counts/filter`, { weekStart: '2031-09-15' }));
  expect(theirs.warehouses.map((entry) => entry.warehouse.id)).not.toContain(store.warehouseId);
  expect((await mine('2031-09-15')).counts).toEqual([]);
});
