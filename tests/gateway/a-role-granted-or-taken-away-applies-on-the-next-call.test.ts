// The gateway keeps the roles of recent callers and rebuilds them only when their version moves
// (migration 004, gateway/auth/roles-cache.ts). Whatever it holds, a role granted, a permission
// changed or a role taken away in the database applies on the caller's very next call, even
// between two calls of the same session.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, startGateway, login, type TestGateway } from './helpers';
import type { LoginResponse } from '../../src/domain/types';

let gateway: TestGateway;
let manager: LoginResponse;
beforeAll(async () => {
  gateway = await startGateway();
  manager = await login(gateway.app, 'manager');
});
afterAll(async () => {
  await gateway.close();
});

const problematic = () => call(gateway.app, manager.accessToken, 'POST', '/api/orders/problematic', {});
const rolesVersion = async () =>
  (await gateway.db.query<{ v: number }>('SELECT roles_version AS v FROM users WHERE id = $1', [manager.user._id])).rows[0].v;

it('a role granted, then taken away, decides the next call each time', async () => {
  expect((await problematic()).statusCode).toBe(403);
  expect((await problematic()).statusCode).toBe(403);
  const before = await rolesVersion();
  await gateway.db.query(`INSERT INTO user_roles (user_id, role_key, permissions) VALUES ($1, 'sticky_button_widget', '{read}')`, [manager.user._id]);
  expect(await rolesVersion()).toBeGreaterThan(before);
  expect((await problematic()).statusCode).toBe(200);
  expect((await problematic()).statusCode).toBe(200);
  await gateway.db.query(`DELETE FROM user_roles WHERE user_id = $1 AND role_key = 'sticky_button_widget'`, [manager.user._id]);
  expect((await problematic()).statusCode).toBe(403);
});

it('a permission added to a role the user holds applies on the next call', async () => {
  const pickers = await call(gateway.app, manager.accessToken, 'POST', '/api/picker/filter', {});
  // the manager reads pickers through 'person' but may not move them without changeWarehouse
  const { rows: roles } = await gateway.db.query<{ role_key: string }>(`SELECT role_key FROM user_roles WHERE user_id = $1 AND role_key = 'person'`, [manager.user._id]);
  expect(roles).toHaveLength(1);
  expect(pickers.statusCode).toBe(200);
  const picker = (JSON.parse(pickers.body) as { pickers: { _id: string; warehouse: { _id: string } }[] }).pickers[0];
  const move = () => call(gateway.app, manager.accessToken, 'PUT', `/api/picker/${picker._id}/change-warehouse`, { warehouseId: picker.warehouse._id });
  await gateway.db.query(`UPDATE user_roles SET permissions = '{read}' WHERE user_id = $1 AND role_key = 'person'`, [manager.user._id]);
  expect((await move()).statusCode).toBe(403);
  await gateway.db.query(`UPDATE user_roles SET permissions = '{read,changeWarehouse}' WHERE user_id = $1 AND role_key = 'person'`, [manager.user._id]);
  expect((await move()).statusCode).toBe(200);
});
