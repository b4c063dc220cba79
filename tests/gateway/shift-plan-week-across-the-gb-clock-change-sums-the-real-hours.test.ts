// Time in the shift plan: slots are stored in UTC and a week is Monday to Sunday in the caller's
// zone. Across the GB clock changes (Europe/London) a week is 167 or 169 hours long, a night slot
// counts the hours the clock really ran, and copying a week keeps 09:00 at 09:00.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ShiftPlanWeek, ShiftSlot } from '../../src/domain/shiftPlan';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';
import { API, local, makeSlot, storeWithPeople } from './support/shiftPlan';

const LONDON = 'Europe/London';
let gateway: TestGateway;
let gbowner: LoginResponse;
let store: Awaited<ReturnType<typeof storeWithPeople>>;

beforeAll(async () => {
  gateway = await startGateway();
  gbowner = await login(gateway.app, 'gbowner');
  store = await storeWithPeople(gateway.db, gbowner.user.franchise._id, 'picker');
});
afterAll(() => gateway?.close());

const week = async (weekStart: string, timeZone = LONDON) =>
  json<ShiftPlanWeek>(await call(gateway.app, gbowner.accessToken, 'POST', `${API}/week`, { warehouseId: store.warehouseId, kind: 'picker', weekStart, timeZone }));
const slot = (from: string, to: string, breakMinutes = 0) =>
  makeSlot(gateway.app, gbowner.accessToken, { warehouseId: store.warehouseId, kind: 'picker', startsAt: local(from, LONDON), endsAt: local(to, LONDON), breakMinutes });

it('the spring week (clocks forward on Sunday 28 March 2027) is 167 hours and its slots sum to the real hours', async () => {
  // Monday to Saturday 09:00-17:00 with a 30-minute break: 7.5 h each; Sunday 00:00-06:00 ran 5 hours
  for (const day of ['22', '23', '24', '25', '26', '27']) await slot(`2027-03-${day}T09:00`, `2027-03-${day}T17:00`, 30);
  await slot('2027-03-28T00:00', '2027-03-28T06:00');
  const plan = await week('2027-03-25'); // any day of the week opens its Monday
  expect(plan.weekStart).toBe('2027-03-22');
  expect(plan.start).toBe('2027-03-22T00:00:00.000Z'); // GMT
  expect(plan.end).toBe('2027-03-28T23:00:00.000Z'); // Monday 29th, midnight BST
  expect((Date.parse(plan.end) - Date.parse(plan.start)) / 3_600_000).toBe(167);
  expect(plan.days).toEqual(['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28']);
  expect(plan.hours.byDay).toEqual([7.5, 7.5, 7.5, 7.5, 7.5, 7.5, 5]);
  expect(plan.hours.total).toBe(50);
  const sunday = plan.slots.find((candidate) => candidate.startsAt === '2027-03-28T00:00:00.000Z') as ShiftSlot;
  expect(sunday.endsAt).toBe('2027-03-28T05:00:00.000Z');
});

it('the autumn week (clocks back on Sunday 31 October 2027) is 169 hours; the night slot counts the hour twice lived', async () => {
  await slot('2027-10-31T00:00', '2027-10-31T04:00');
  const plan = await week('2027-10-25');
  expect((Date.parse(plan.end) - Date.parse(plan.start)) / 3_600_000).toBe(169);
  expect(plan.hours.byDay[6]).toBe(5);
  expect(plan.hours.total).toBe(5);
});

it('the same week read in Istanbul starts at its own Monday midnight: a Sunday-night London slot moves into the next week', async () => {
  const late = await slot('2027-05-09T22:30', '2027-05-10T02:00');
  const inLondon = await week('2027-05-03');
  expect(inLondon.slots.map((one) => one.id)).toContain(late.id);
  const inIstanbul = await week('2027-05-03', 'Europe/Istanbul');
  expect(inIstanbul.slots.map((one) => one.id)).not.toContain(late.id);
  expect((await week('2027-05-10', 'Europe/Istanbul')).slots.map((one) => one.id)).toContain(late.id);
});

it('copying the week before the spring change keeps the wall-clock times, so the copied Sunday is an hour earlier in UTC', async () => {
  await slot('2027-03-15T09:00', '2027-03-15T17:00');
  await slot('2027-03-21T09:00', '2027-03-21T17:00');
  // the week after has slots already: refused, nothing copied
  const refused = await call(gateway.app, gbowner.accessToken, 'POST', `${API}/week/copy`, { warehouseId: store.warehouseId, kind: 'picker', weekStart: '2027-03-15', timeZone: LONDON });
  expect(refused.statusCode).toBe(409);
  expect(json(refused).code).toBe('SHIFT_WEEK_NOT_EMPTY');
  expect((await week('2027-03-22')).slots).toHaveLength(7);
  // into an empty week across the change: the week of 22 March copied into the one of 29 March would hold
  // the clock change on its source side; use the one before instead, into an emptied week
  await gateway.db.query(`UPDATE shift_slots SET status = 500 WHERE warehouse_id = $1 AND kind = 'picker' AND starts_at >= '2027-03-22' AND starts_at < '2027-03-29'`, [store.warehouseId]);
  const copied = await call(gateway.app, gbowner.accessToken, 'POST', `${API}/week/copy`, { warehouseId: store.warehouseId, kind: 'picker', weekStart: '2027-03-15', timeZone: LONDON });
  expect(copied.statusCode, copied.body).toBe(200);
  expect(json(copied)).toMatchObject({ copied: 2, weekStart: '2027-03-22' });
  const next = await week('2027-03-22');
  const times = next.slots.map((one) => [one.startsAt, one.endsAt, one.status, one.person]);
  expect(times).toEqual([
    ['2027-03-22T09:00:00.000Z', '2027-03-22T17:00:00.000Z', 0, null],
    ['2027-03-28T08:00:00.000Z', '2027-03-28T16:00:00.000Z', 0, null], // 09:00-17:00 BST
  ]);
  expect(next.hours.total).toBe(16);
});

it('the spec’s courier plan for a date gives each store its asked vehicle counts and the day’s planned courier slots', async () => {
  const franchiseId = gbowner.user.franchise._id;
  await gateway.db.query(`INSERT INTO courier_vehicle_counts (franchise_id, warehouse_id, week_start, vehicle_type, count) VALUES ($1, $2, '2027-06-07', 500, 4)`, [franchiseId, store.warehouseId]);
  for (const [from, to] of [['2027-06-09T08:00', '2027-06-09T16:00'], ['2027-06-09T23:30', '2027-06-10T05:00'], ['2027-06-10T09:00', '2027-06-10T12:00']]) {
    await makeSlot(gateway.app, gbowner.accessToken, { warehouseId: store.warehouseId, kind: 'courier', startsAt: local(from, LONDON), endsAt: local(to, LONDON), vehicleType: 500 });
  }
  const response = await call(gateway.app, gbowner.accessToken, 'GET', `/api/warehouses/courier-plan/${franchiseId}?currentDate=2027-06-09`);
  expect(response.statusCode, response.body).toBe(200);
  const plan = json<{ weekStart: string; warehouses: { warehouse: { _id: string }; vehicleCounts: unknown[]; plannedSlots: unknown[] }[] }>(response);
  expect(plan.weekStart).toBe('2027-06-07');
  const mine = plan.warehouses.find((entry) => entry.warehouse._id === store.warehouseId)!;
  expect(mine.vehicleCounts).toEqual([{ vehicleType: 500, count: 4 }]);
  // the two slots starting on Wednesday 9 June in London (one runs past midnight), not Thursday's
  expect(mine.plannedSlots).toEqual([{ vehicleType: 500, count: 2 }]);
  const malformed = await call(gateway.app, gbowner.accessToken, 'GET', `/api/warehouses/courier-plan/${franchiseId}?currentDate=June`);
  expect(malformed.statusCode).toBe(400);
});
