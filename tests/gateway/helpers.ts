// Shared by the gateway tests: an app on a fresh database with the demo data, a clock the test
// moves, and small request helpers. The database is embedded PGlite in memory (project gateway)
// or a database of its own on a PostgreSQL server (project gateway-pg, GATEWAY_TEST_ENGINE=postgres).
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import './pglite/provided';
import type { FastifyInstance, FastifyPluginAsync, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../gateway/app';
import { loadConfig, type GatewayConfig } from '../../gateway/config';
import type { Db } from '../../gateway/db/db';
import { migrate } from '../../gateway/db/migrate';
import { openPgliteCopy, openPgliteDb } from '../../gateway/db/pglite';
import { Outbox } from '../../gateway/outbox';
import { seedDemoData } from '../../gateway/seed';
import { TEST_SEED } from './testSeed';
import { openServerDb } from './postgres/test-database';
import type { LoginResponse } from '../../src/domain/types';

export const TEST_JWT_SECRET = 'test-secret-for-the-gateway-suite-0123456789';

/** A configuration for in-memory tests: no DATA_DIR, no panel, quiet, generous rate limits. */
export function testConfig(overrides: Partial<GatewayConfig> = {}, env: Record<string, string> = {}): GatewayConfig {
  const config = loadConfig({
    JWT_SECRET: TEST_JWT_SECRET,
    PANEL_DIR: '',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_USERNAME: '1000',
    RATE_LIMIT_PER_IP: '1000',
    ...env,
  });
  return { ...config, dataDir: null, ...overrides };
}

/** A clock standing still until the test moves it. */
export class TestClock {
  constructor(public current: Date = new Date()) {}
  now = (): Date => new Date(this.current.getTime());
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Which engine this project's tests run on: set by the project in vitest.config.ts. */
export const TEST_ENGINE: Db['kind'] = process.env.GATEWAY_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/** A migrated database with the demo data (size 1), the test's alone; close() disposes of it. */
export async function freshDb(): Promise<Db> {
  // on the server, a copy of the run's template, seeded once in tests/gateway/postgres/globalSetup.ts
  if (TEST_ENGINE === 'postgres') return openServerDb({ seeded: true });
  // a copy of the run's seeded database (tests/gateway/pglite/globalSetup.ts), or seeded here
  // when the file runs without that setup
  const seeded = seededPgliteFile();
  if (seeded) {
    seededDump ??= readFile(seeded).then((bytes) => new Blob([bytes]));
    return openPgliteCopy(await seededDump);
  }
  const db = await openPgliteDb();
  await migrate(db);
  await seedDemoData(db, TEST_SEED);
  return db;
}

let seededDump: Promise<Blob> | undefined;

function seededPgliteFile(): string | undefined {
  try {
    return inject('gatewaySeededPglite');
  } catch {
    return undefined;
  }
}

/** A database with nothing in it, not even the migrations, for tests that migrate or seed it. */
export async function emptyDb(): Promise<Db> {
  return TEST_ENGINE === 'postgres' ? openServerDb({ seeded: false }) : openPgliteDb();
}

export interface TestGateway {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  outbox: Outbox;
  close(): Promise<void>;
}

/** A gateway over `db` (default: a fresh seeded one), closed with close(). */
export async function startGateway(
  options: {
    config?: GatewayConfig;
    db?: Db;
    clock?: TestClock;
    outbox?: Outbox;
    extraRoutes?: FastifyPluginAsync[];
  } = {},
): Promise<TestGateway> {
  const db = options.db ?? (await freshDb());
  const clock = options.clock ?? new TestClock();
  const outbox = options.outbox ?? new Outbox();
  const app = await buildApp({
    db,
    config: options.config ?? testConfig(),
    clock: clock.now,
    outbox,
    extraRoutes: options.extraRoutes,
  });
  const ownsDb = !options.db;
  return {
    app,
    db,
    clock,
    outbox,
    async close() {
      await app.close();
      if (ownsDb) await db.close();
    },
  };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

export function post(app: FastifyInstance, url: string, payload: unknown, options: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...options });
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export async function login(app: FastifyInstance, username: string, password = 'demo1234'): Promise<LoginResponse> {
  const response = await post(app, '/api/auth/login', { username, password });
  if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.statusCode} ${response.body}`);
  return json<LoginResponse>(response);
}

/** True when a response body looks like it carries a stack trace or an internal error name. */
export function leaksInternals(body: string): boolean {
  return /\bat .+\(.+:\d+:\d+\)|\n\s+at |"stack"|node_modules|\.ts:\d+/.test(body);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed-in call: `call(app, token, 'PUT', '/api/vehicles/1', { km: 10 })`; token null sends none. */
export function call(app: FastifyInstance, token: string | null, method: Method, url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** `?filter=...&sort=...&range=...` of the simple-REST convention, each part JSON-encoded. */
export function listQuery(parts: { filter?: unknown; sort?: [string, string]; range?: [number, number]; export?: boolean }): string {
  const params = new URLSearchParams();
  if (parts.filter !== undefined) params.set('filter', JSON.stringify(parts.filter));
  if (parts.sort) params.set('sort', JSON.stringify(parts.sort));
  if (parts.range) params.set('range', JSON.stringify(parts.range));
  if (parts.export !== undefined) params.set('export', String(parts.export));
  const text = params.toString();
  return text ? `?${text}` : '';
}

