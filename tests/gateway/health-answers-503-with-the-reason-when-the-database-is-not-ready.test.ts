// /health is what a load balancer and a person check first: 200 only when the database answers
// with every migration this gateway ships; otherwise 503 UNAVAILABLE with a reason to act on.
import { afterEach, expect, it } from 'vitest';
import { loadMigrations } from '../../gateway/db/migrate';
import { json, startGateway, type TestGateway } from './helpers';

let gateway: TestGateway | null = null;
afterEach(async () => {
  await gateway?.close();
  gateway = null;
});

const health = async () => {
  const response = await gateway!.app.inject({ url: '/api/health' });
  return { status: response.statusCode, body: json<{ status?: string; code?: string; reason?: string }>(response) };
};

it('answers 200 on a database with every shipped migration', async () => {
  gateway = await startGateway();
  expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });
});

it('answers 503 naming the missing migrations when the database is behind this gateway', async () => {
  gateway = await startGateway();
  const last = loadMigrations().at(-1)!.version;
  await gateway.db.query('DELETE FROM schema_migrations WHERE version = $1', [last]);
  expect(await health()).toEqual({
    status: 503,
    body: { code: 'UNAVAILABLE', message: expect.any(String), reason: `The database lacks migrations ${last}: restart the gateway to apply them.` },
  });
});

it('answers 503 when the database cannot be read at all (no schema table)', async () => {
  gateway = await startGateway();
  await gateway.db.exec('DROP TABLE schema_migrations');
  const { status, body } = await health();
  expect(status).toBe(503);
  expect(body.code).toBe('UNAVAILABLE');
  expect(body.reason).toMatch(/cannot be read/);
});
