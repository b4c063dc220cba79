// Demo use made ten thousand info lines in half an hour: requests are logged at debug only,
// problems at their own level, and LOG_LEVEL chooses what shows.
import { expect, it } from 'vitest';
import { buildApp } from '../../gateway/app';
import { freshDb, testConfig } from './helpers';

async function linesAt(level: 'info' | 'debug', run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<unknown>) {
  const lines: { level: number; msg: string; statusCode?: number }[] = [];
  const db = await freshDb();
  const app = await buildApp({ db, config: testConfig({}, { LOG_LEVEL: level }), logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
  try {
    await run(app);
  } finally {
    await app.close();
    await db.close();
  }
  return lines;
}

const requests = async (app: Awaited<ReturnType<typeof buildApp>>) => {
  for (let n = 0; n < 5; n++) await app.inject({ url: '/api/health' });
  await app.inject({ url: '/api/auth/me' }); // 401: a client's problem, not the gateway's
};

it('at LOG_LEVEL=info a burst of requests writes no request line', async () => {
  const lines = await linesAt('info', requests);
  expect(lines.filter((line) => /request/.test(line.msg))).toEqual([]);
});

it('at LOG_LEVEL=debug each request writes one line with its status and time', async () => {
  const lines = await linesAt('debug', requests);
  const completed = lines.filter((line) => line.msg === 'request completed');
  expect(completed).toHaveLength(6);
  expect(completed.every((line) => line.level === 20)).toBe(true);
  expect(completed.map((line) => line.statusCode)).toEqual([200, 200, 200, 200, 200, 401]);
});
