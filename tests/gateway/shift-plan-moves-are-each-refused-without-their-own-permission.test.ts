// Each move of the shift plan needs its own shift_plan permission (SLOT_MOVES in
// src/domain/shiftPlan.ts): a manager given shift_plan with every permission but one is refused
// (403) exactly the moves of the missing one, and nothing changes; without shift_plan at all the
// plan cannot even be read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIFT_PLAN_PERMISSIONS } from '../../src/domain/roles';
import type { ShiftSlot } from '../../src/domain/shiftPlan';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';
import { API, local, makeSlot, publishedSlot, slotRow, storeWithPeople } from './support/shiftPlan';

const ZONE = 'Europe/Istanbul';
let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let store: Awaited<ReturnType<typeof storeWithPeople>>;
let otherStore: string;

beforeAll(async () => {
  gateway = await startGateway();
  owner = await login(gateway.app, 'owner');
  manager = await login(gateway.app, 'manager');
  store = await storeWithPeople(gateway.db, owner.user.franchise._id, 'courier');
  otherStore = (await gateway.db.query<{ id: string }>(`SELECT id FROM warehouses WHERE franchise_id = $1 AND id <> $2 LIMIT 1`, [owner.user.franchise._id, store.warehouseId])).rows[0].id;
});
afterAll(() => gateway?.close());

async function grant(permissions: string[] | null) {
  await gateway.db.query(`DELETE FROM user_roles WHERE user_id = $1 AND role_key = 'shift_plan'`, [manager.user._id]);
  if (permissions) {
    await gateway.db.query(`INSERT INTO user_roles (user_id, role_key, permissions) VALUES ($1, 'shift_plan', $2)`, [manager.user._id, permissions]);
  }
}

let day = 0;
/** A fresh published slot on its own day of a far week (2032), made by the owner. */
async function freshSlot(assigned = false): Promise<ShiftSlot> {
  day += 1;
  const date = `2032-01-${String(day).padStart(2, '0')}`;
  const slot = await publishedSlot(
    gateway.app,
    owner.accessToken,
    { warehouseId: store.warehouseId, kind: 'courier', startsAt: local(`${date}T09:00`, ZONE), endsAt: local(`${date}T13:00`, ZONE) },
    ZONE,
  );
  if (!assigned) return slot;
  const response = await call(gateway.app, owner.accessToken, 'POST', `${API}/slots/${slot.id}/assign`, { updatedAt: slot.updatedAt, personId: store.people[0].id });
  return json<ShiftSlot>(response);
}

type Attempt = { name: string; run: () => Promise<{ status: number; changed: () => Promise<boolean> }> };

const moveOf = (permission: string): Attempt[] => {
  const asManager = (method: 'POST' | 'PUT', url: string, body: unknown) => call(gateway.app, manager.accessToken, method, url, body);
  const unchangedSlot = async (slot: ShiftSlot) => {
    const before = await slotRow(gateway.db, slot.id);
    return async () => JSON.stringify(await slotRow(gateway.db, slot.id)) !== JSON.stringify(before);
  };
  switch (permission) {
    case 'add_employee':
      return [{ name: 'assign', run: async () => {
        const slot = await freshSlot();
        const changed = await unchangedSlot(slot);
        return { status: (await asManager('POST', `${API}/slots/${slot.id}/assign`, { updatedAt: slot.updatedAt, personId: store.people[0].id })).statusCode, changed };
      } }];
    case 'remove_employee':
      return [{ name: 'unassign', run: async () => {
        const slot = await freshSlot(true);
        const changed = await unchangedSlot(slot);
        return { status: (await asManager('POST', `${API}/slots/${slot.id}/unassign`, { updatedAt: slot.updatedAt })).statusCode, changed };
      } }];
    case 'copy_shifts':
      return [{ name: 'copy a week', run: async () => {
        const slot = await makeSlot(gateway.app, owner.accessToken, { warehouseId: store.warehouseId, kind: 'picker', startsAt: local('2032-02-02T09:00', ZONE), endsAt: local('2032-02-02T13:00', ZONE) });
        const count = async () => (await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shift_slots WHERE warehouse_id = $1 AND kind = 'picker' AND starts_at >= '2032-02-09'`, [slot.warehouseId])).rows[0].n;
        const before = await count();
        const status = (await asManager('POST', `${API}/week/copy`, { warehouseId: store.warehouseId, kind: 'picker', weekStart: '2032-02-02', timeZone: ZONE })).statusCode;
        return { status, changed: async () => (await count()) !== before };
      } }];
    case 'slots':
      return [
        { name: 'create', run: async () => {
          const count = async () => (await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shift_slots WHERE franchise_id = $1`, [owner.user.franchise._id])).rows[0].n;
          const before = await count();
          const status = (await asManager('POST', `${API}/slots`, { warehouseId: store.warehouseId, kind: 'courier', startsAt: local('2032-03-01T09:00', ZONE), endsAt: local('2032-03-01T10:00', ZONE) })).statusCode;
          return { status, changed: async () => (await count()) !== before };
        } },
        { name: 'edit', run: async () => {
          const slot = await freshSlot();
          const changed = await unchangedSlot(slot);
          return { status: (await asManager('PUT', `${API}/slots/${slot.id}`, { startsAt: slot.startsAt, endsAt: new Date(Date.parse(slot.endsAt) + 1_800_000).toISOString(), updatedAt: slot.updatedAt })).statusCode, changed };
        } },
        { name: 'share', run: async () => {
          const slot = await freshSlot();
          const changed = await unchangedSlot(slot);
          return { status: (await asManager('POST', `${API}/slots/${slot.id}/share`, { updatedAt: slot.updatedAt, warehouseId: otherStore })).statusCode, changed };
        } },
        { name: 'delete', run: async () => {
          const slot = await freshSlot();
          const changed = await unchangedSlot(slot);
          return { status: (await asManager('POST', `${API}/slots/${slot.id}/delete`, { updatedAt: slot.updatedAt })).statusCode, changed };
        } },
        { name: 'publish a week', run: async () => {
          const slot = await makeSlot(gateway.app, owner.accessToken, { warehouseId: store.warehouseId, kind: 'courier', startsAt: local('2032-04-06T09:00', ZONE), endsAt: local('2032-04-06T13:00', ZONE) });
          const changed = await unchangedSlot(slot);
          return { status: (await asManager('POST', `${API}/week/publish`, { warehouseId: store.warehouseId, kind: 'courier', weekStart: '2032-04-05', timeZone: ZONE })).statusCode, changed };
        } },
      ];
    default:
      throw new Error(`no move for ${permission}`);
  }
};

describe.each(SHIFT_PLAN_PERMISSIONS.map((permission) => ({ permission })))('without $permission', ({ permission }) => {
  for (const attempt of moveOf(permission)) {
    it(`${attempt.name} is refused with 403 and changes nothing; with it, it goes through`, async () => {
      await grant(['read', ...SHIFT_PLAN_PERMISSIONS.filter((held) => held !== permission)]);
      const refused = await attempt.run();
      expect(refused.status).toBe(403);
      expect(await refused.changed()).toBe(false);
      await grant(['read', ...SHIFT_PLAN_PERMISSIONS]);
      const done = await attempt.run();
      expect(done.status).toBeLessThan(300);
      expect(await done.changed()).toBe(true);
    });
  }
});

it('deciding a request needs the permission its outcome needs: a drop remove_employee, a change slots', async () => {
  const waiting = async (kind: string) =>
    (await gateway.db.query<{ id: string; updated_at: Date }>(
      `SELECT r.id, r.updated_at FROM shift_plan_requests r JOIN shift_slots s ON s.id = r.slot_id
        WHERE r.franchise_id = $1 AND r.kind = $2 AND r.status = 200 AND s.status IN (200, 300) ORDER BY r.id LIMIT 1`,
      [owner.user.franchise._id, kind],
    )).rows[0];
  const drop = await waiting('drop');
  await grant(['read', 'slots', 'add_employee', 'copy_shifts']);
  const refused = await call(gateway.app, manager.accessToken, 'POST', `${API}/requests/${drop.id}/approve`, { updatedAt: drop.updated_at.toISOString() });
  expect(refused.statusCode).toBe(403);
  await grant(['read', 'remove_employee']);
  const approved = await call(gateway.app, manager.accessToken, 'POST', `${API}/requests/${drop.id}/approve`, { updatedAt: drop.updated_at.toISOString() });
  expect(approved.statusCode, approved.body).toBe(200);
  expect(json(approved).status).toBe(300);
  const change = await waiting('change');
  const declineRefused = await call(gateway.app, manager.accessToken, 'POST', `${API}/requests/${change.id}/decline`, { updatedAt: change.updated_at.toISOString() });
  expect(declineRefused.statusCode).toBe(403);
});

it('without the shift_plan role the plan is not even read', async () => {
  await grant(null);
  const response = await call(gateway.app, manager.accessToken, 'POST', `${API}/week`, { warehouseId: store.warehouseId, kind: 'courier', weekStart: '2032-01-05' });
  expect(response.statusCode).toBe(403);
});
