// Guessing one account from many addresses: failures count per account name across addresses;
// past five free ones each failure doubles the wait before the next attempt (429 with
// Retry-After, whatever the password), capped at 15 minutes and forgotten after a quiet hour, so
// it never locks the real user out for good. One office address may sign in many people a minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_FAILURES, MAX_WAIT_SECONDS, waitAfterFailure } from '../../gateway/auth/account-throttle';
import { json, post, startGateway, testConfig, type TestGateway } from './helpers';

let gateway: TestGateway;
beforeAll(async () => {
  // the defaults, but for the per-address and username limit, which these tests leave aside
  gateway = await startGateway({ config: testConfig({}, { RATE_LIMIT_PER_USERNAME: '1000', RATE_LIMIT_PER_IP: '1000' }) });
});
afterAll(() => gateway?.close());

let address = 0;
/** Each attempt from an address of its own, as a botnet would. */
const attempt = (username: string, password: string, remoteAddress = `10.1.${Math.floor(++address / 250)}.${address % 250}`) =>
  post(gateway.app, '/api/auth/login', { username, password }, { remoteAddress });

describe('failed sign-ins of one account, from every address together', () => {
  it('five are free; the sixth makes the next attempt wait, even with the right password, from any address', async () => {
    for (let n = 0; n < FREE_FAILURES; n++) expect((await attempt('manager', 'guess-123')).statusCode).toBe(401);
    expect((await attempt('manager', 'demo1234')).statusCode).toBe(200); // still free: and a success forgets them
    for (let n = 0; n < FREE_FAILURES + 1; n++) expect((await attempt('manager', 'guess-123')).statusCode).toBe(401);
    const waiting = await attempt(' Manager', 'demo1234');
    expect(waiting.statusCode).toBe(429);
    expect(json(waiting)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(waiting.headers['retry-after'])).toBe(waitAfterFailure(FREE_FAILURES + 1));
    gateway.clock.advance(waitAfterFailure(FREE_FAILURES + 1) * 1000);
    expect((await attempt('manager', 'demo1234')).statusCode).toBe(200);
    // the success forgot the failures: one more typo is free again
    expect((await attempt('manager', 'typo-123')).statusCode).toBe(401);
    expect((await attempt('manager', 'demo1234')).statusCode).toBe(200);
  });

  it('each failure past the free ones doubles the wait, up to the cap; a quiet hour forgets them', async () => {
    const waits: number[] = [];
    let failures = 0;
    while (failures < FREE_FAILURES + 12) {
      const response = await attempt('employee', 'guess-123');
      if (response.statusCode === 429) {
        const seconds = Number(response.headers['retry-after']);
        waits.push(seconds);
        gateway.clock.advance(seconds * 1000);
        continue;
      }
      expect(response.statusCode).toBe(401);
      failures++;
    }
    const expected = Array.from({ length: 11 }, (_, n) => waitAfterFailure(FREE_FAILURES + 1 + n));
    expect(waits).toEqual(expected);
    expect(expected.slice(0, 3)).toEqual([2, 4, 8]);
    expect(expected.at(-1)).toBe(MAX_WAIT_SECONDS);
    gateway.clock.advance(61 * 60 * 1000);
    expect((await attempt('employee', 'demo1234')).statusCode).toBe(200);
  });

  it('a name that is no account waits the same way, so the waits reveal nothing', async () => {
    for (let n = 0; n < FREE_FAILURES + 1; n++) expect((await attempt('nobody-here', 'guess-123')).statusCode).toBe(401);
    expect((await attempt('nobody-here', 'guess-123')).statusCode).toBe(429);
  });
});

describe('one office address', () => {
  it('signs sixty people in within a minute under the default per-address limit', async () => {
    const office = await startGateway({ config: testConfig({}, { RATE_LIMIT_PER_IP: '' }) });
    try {
      expect(office.app.config.rateLimit.perIp).toBeGreaterThanOrEqual(60);
      const users = ['owner', 'manager', 'gbowner', 'firstlogin', 'noroles', 'employee'];
      const codes: number[] = [];
      for (let n = 0; n < 60; n++) {
        const response = await post(office.app, '/api/auth/login', { username: users[n % users.length], password: 'demo1234' }, { remoteAddress: '192.0.2.10' });
        codes.push(response.statusCode);
      }
      expect(codes.filter((code) => code !== 200)).toEqual([]);
    } finally {
      await office.close();
    }
  });
});
