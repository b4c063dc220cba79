import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../../gateway/outbox';
import { bearer, json, login, post, startGateway, testConfig, type TestGateway } from './helpers';

let gateway: TestGateway;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = mkdtempSync(join(tmpdir(), 'gateway-outbox-'));
  gateway = await startGateway({
    outbox: new Outbox(outboxDir),
    config: testConfig({ publicUrl: 'https://panel.franchise.example' }),
  });
});
afterAll(async () => {
  await gateway.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

const requestReset = (username: string) => post(gateway.app, '/api/auth/reset-password/email', { username });
const verify = (body: { username: string; password: string; token: string }) =>
  post(gateway.app, '/api/auth/reset-password/verify', body);
const tryLogin = (username: string, password: string) =>
  post(gateway.app, '/api/auth/login', { username, password });

/** The token and username of the newest mail's link. */
function lastLink(): { url: URL; token: string; username: string } {
  const message = gateway.outbox.messages.at(-1);
  if (!message) throw new Error('no mail was sent');
  const match = /https?:\/\/\S+/.exec(message.body);
  if (!match) throw new Error('the mail has no link');
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '', username: url.searchParams.get('username') ?? '' };
}

describe('POST /api/auth/reset-password/email', () => {
  it('mails a link to the panel reset page, to the user address, as a file in the outbox', async () => {
    const response = await requestReset('  Manager ');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true });

    const message = gateway.outbox.messages.at(-1)!;
    expect(message.to).toBe('manager@franchise.example');
    expect(message.subject).toMatch(/reset/i);
    const link = lastLink();
    expect(link.url.origin + link.url.pathname).toBe('https://panel.franchise.example/password/reset');
    expect(link.username).toBe('manager');
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-.*\.txt$/);
    const text = readFileSync(join(outboxDir, files[0]), 'utf8');
    expect(text).toContain('To: manager@franchise.example');
    expect(text).toContain(link.url.toString());
    // only the hash of the token is stored
    const { rows } = await gateway.db.query<{ token_hash: string }>(`SELECT token_hash FROM password_reset_tokens`);
    expect(rows.map((row) => row.token_hash)).not.toContain(link.token);
  });

  it('answers the same for a username that does not exist, and sends nothing', async () => {
    const before = gateway.outbox.messages.length;
    const response = await requestReset('no-such-user');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true });
    expect(gateway.outbox.messages).toHaveLength(before);
  });
});

describe('POST /api/auth/reset-password/verify', () => {
  it('sets the new password once: the new one signs in, the old one no longer does, the token is spent', async () => {
    await requestReset('firstlogin');
    const { token } = lastLink();
    const before = await login(gateway.app, 'firstlogin');
    expect(before.user.forcePasswordChange).toBe(true);

    const response = await verify({ username: 'firstlogin', password: 'new-secret-1', token });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true });

    expect((await tryLogin('firstlogin', 'demo1234')).statusCode).toBe(401);
    const after = await tryLogin('firstlogin', 'new-secret-1');
    expect(after.statusCode).toBe(200);
    expect(json<{ user: { forcePasswordChange: boolean } }>(after).user.forcePasswordChange).toBe(false);
    // sessions opened with the old password are over
    expect((await gateway.app.inject({ url: '/api/auth/me', headers: bearer(before.accessToken) })).statusCode).toBe(401);

    const again = await verify({ username: 'firstlogin', password: 'another-secret', token });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({
      message: 'This password reset link is invalid or has expired. Please request a new one.',
      code: 'RESET_TOKEN_INVALID',
    });
    expect((await tryLogin('firstlogin', 'another-secret')).statusCode).toBe(401);
  });

  it('keeps the session of a signed-in user who resets their own password', async () => {
    const signedIn = await login(gateway.app, 'employee');
    const elsewhere = await login(gateway.app, 'employee');
    await requestReset('employee');
    const { token } = lastLink();
    const response = await post(
      gateway.app,
      '/api/auth/reset-password/verify',
      { username: 'employee', password: 'employee-new', token },
      { headers: bearer(signedIn.accessToken) },
    );
    expect(response.statusCode).toBe(200);
    expect((await gateway.app.inject({ url: '/api/auth/me', headers: bearer(signedIn.accessToken) })).statusCode).toBe(200);
    expect((await gateway.app.inject({ url: '/api/auth/me', headers: bearer(elsewhere.accessToken) })).statusCode).toBe(401);
  });

  it('refuses a token issued to another user', async () => {
    await requestReset('manager');
    const { token } = lastLink();
    const response = await verify({ username: 'owner', password: 'hijacked-1', token });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('RESET_TOKEN_INVALID');
    expect((await tryLogin('owner', 'hijacked-1')).statusCode).toBe(401);
    // the rightful user can still use it
    expect((await verify({ username: 'manager', password: 'manager-new', token })).statusCode).toBe(200);
  });

  it('refuses a token older than ten minutes', async () => {
    await requestReset('noroles');
    const { token } = lastLink();
    gateway.clock.advance(10 * 60 * 1000 + 1000);
    const response = await verify({ username: 'noroles', password: 'too-late-1', token });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('RESET_TOKEN_INVALID');
    expect((await tryLogin('noroles', 'demo1234')).statusCode).toBe(200);
  });

  it('only the newest link works', async () => {
    await requestReset('gbowner');
    const older = lastLink().token;
    await requestReset('gbowner');
    const newer = lastLink().token;
    expect((await verify({ username: 'gbowner', password: 'gb-new-1', token: older })).statusCode).toBe(400);
    expect((await verify({ username: 'gbowner', password: 'gb-new-1', token: newer })).statusCode).toBe(200);
  });

  it('refuses a made-up token and a new password shorter than 6', async () => {
    expect((await verify({ username: 'owner', password: 'whatever-1', token: 'made-up' })).statusCode).toBe(400);
    await requestReset('owner');
    const { token } = lastLink();
    const short = await verify({ username: 'owner', password: '12345', token });
    expect(short.statusCode).toBe(400);
    expect(json(short).code).toBe('VALIDATION');
    // the token survives a rejected attempt
    expect((await verify({ username: 'owner', password: 'owner-new-1', token })).statusCode).toBe(200);
  });
});

describe('the link origin', () => {
  it('never comes from the Host header: without PUBLIC_URL it is the gateway own address', async () => {
    const local = await startGateway({ db: gateway.db, clock: gateway.clock });
    try {
      await post(local.app, '/api/auth/reset-password/email', { username: 'manager' }, { headers: { host: 'evil.example' } });
      const body = local.outbox.messages.at(-1)!.body;
      expect(body).not.toContain('evil.example');
      expect(body).toContain(`http://localhost:${local.app.config.port}/password/reset?token=`);
    } finally {
      await local.close();
    }
  });

  it('with PUBLIC_URL set, a forged Host header changes nothing', async () => {
    await post(gateway.app, '/api/auth/reset-password/email', { username: 'manager' }, { headers: { host: 'evil.example' } });
    const body = gateway.outbox.messages.at(-1)!.body;
    expect(body).toContain('https://panel.franchise.example/password/reset?token=');
    expect(body).not.toContain('evil.example');
  });
});
