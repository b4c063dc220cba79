import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, post, startGateway, testConfig, type TestGateway } from './helpers';

// Small limits so the test stays quick: 3 tries per IP and username, 6 per IP, per call.
let gateway: TestGateway;
beforeAll(async () => {
  const config = testConfig({ rateLimit: { windowSeconds: 60, perIpAndUsername: 3, perIp: 6 } });
  gateway = await startGateway({ config });
});
afterAll(() => gateway.close());

const from = (remoteAddress: string) => ({ remoteAddress });

describe('rate limits on sign-in calls', () => {
  it('refuses a fourth login attempt for one username from one IP with 429 RATE_LIMITED', async () => {
    const attempt = () =>
      post(gateway.app, '/api/auth/login', { username: 'manager', password: 'wrong-pass' }, from('10.0.0.1'));
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({
      message: 'Too many attempts. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // even the right password waits now
    const right = await post(gateway.app, '/api/auth/login', { username: ' MANAGER', password: 'demo1234' }, from('10.0.0.1'));
    expect(right.statusCode).toBe(429);
  });

  it('counts per IP: another address may still sign in as that user', async () => {
    const response = await post(gateway.app, '/api/auth/login', { username: 'manager', password: 'demo1234' }, from('10.0.0.2'));
    expect(response.statusCode).toBe(200);
  });

  it('caps one IP across usernames', async () => {
    const names = ['owner', 'employee', 'noroles', 'gbowner', 'firstlogin', 'someone', 'another'];
    const codes: number[] = [];
    for (const username of names) {
      const response = await post(gateway.app, '/api/auth/login', { username, password: 'wrong-pass' }, from('10.0.0.3'));
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(codes[6]).toBe(429);
  });

  it('localizes the 429 message', async () => {
    const attempt = () =>
      post(
        gateway.app,
        '/api/auth/reset-password/email',
        { username: 'owner' },
        { ...from('10.0.0.4'), headers: { 'accept-language': 'tr' } },
      );
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(200);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(json(limited).message).toMatch(/Çok fazla deneme/);
  });

  it.each([
    ['/api/auth/login/google', { clientToken: 'a.b.c' }],
    ['/api/auth/token/refresh', { refreshToken: 'not-a-token' }],
    ['/api/auth/reset-password/verify', { username: 'owner', password: 'secret-1', token: 'nope' }],
  ])('limits %s too', async (url, body) => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await post(gateway.app, url, body, from('10.0.0.5'))).statusCode);
    expect(codes.slice(0, 3).every((code) => code !== 429)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('does not limit signed-in calls or public ones', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await gateway.app.inject({ url: '/api/health', ...from('10.0.0.6') })).statusCode).toBe(200);
    }
  });
});
