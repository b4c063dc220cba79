// Sign-out always ends the session it names, and a session that ends (sign-out, a replayed
// refresh token) loses its open sockets at once, not at the socket's next periodic check (set to
// an hour here, so only the immediate path can pass).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, json, login, post } from './helpers';
import { connectSocket, startLiveGateway, type LiveGateway, type RecordingSocket } from './live-helpers';

let gateway: LiveGateway;
const opened: RecordingSocket[] = [];

beforeAll(async () => {
  gateway = await startLiveGateway({ realtime: { sessionCheckMs: 3_600_000 } });
});
afterAll(async () => {
  for (const socket of opened) socket.close();
  await gateway?.close();
});

const me = (token: string) => call(gateway.app, token, 'GET', '/api/auth/me');
const refresh = (refreshToken: string) => post(gateway.app, '/api/auth/token/refresh', { refreshToken });

async function openSocket(token: string) {
  const socket = await connectSocket(gateway.url, { token }, '/map/live');
  opened.push(socket);
  const gone = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));
  return { socket, gone };
}

/** Resolves with what ended first: the socket ('io server disconnect') or the wait. */
const within = (gone: Promise<string>, ms: number) => Promise.race([gone, new Promise<string>((resolve) => setTimeout(() => resolve('still open'), ms))]);

describe('sign-out', () => {
  it('with { refreshToken } (and a field it does not know) ends that session, even without an access token', async () => {
    const session = await login(gateway.app, 'manager');
    const other = await login(gateway.app, 'manager');
    const response = await post(gateway.app, '/api/auth/logout', { refreshToken: session.refreshToken, reason: 'user clicked' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ success: true });
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await me(other.accessToken)).statusCode).toBe(200);
  });

  it('with an access token and unknown fields ends the caller session', async () => {
    const session = await login(gateway.app, 'manager');
    const response = await post(gateway.app, '/api/auth/logout', { everywhere: true }, { headers: bearer(session.accessToken) });
    expect(response.statusCode).toBe(200);
    expect((await me(session.accessToken)).statusCode).toBe(401);
  });

  it('naming no session (no token, an unknown refresh token) answers 401 and ends nothing', async () => {
    const session = await login(gateway.app, 'manager');
    expect((await post(gateway.app, '/api/auth/logout', {})).statusCode).toBe(401);
    expect((await post(gateway.app, '/api/auth/logout', { refreshToken: 'x'.repeat(43) })).statusCode).toBe(401);
    expect((await post(gateway.app, '/api/auth/logout', { refreshToken: 42 })).statusCode).toBe(400);
    expect((await me(session.accessToken)).statusCode).toBe(200);
  });
});

describe('a session that ends closes its sockets at once', () => {
  it('on sign-out', async () => {
    const session = await login(gateway.app, 'owner');
    const { gone } = await openSocket(session.accessToken);
    const kept = await openSocket((await login(gateway.app, 'owner')).accessToken);
    await call(gateway.app, session.accessToken, 'POST', '/api/auth/logout');
    expect(await within(gone, 2000)).toBe('io server disconnect');
    expect(await within(kept.gone, 300)).toBe('still open');
  });

  it('when a spent refresh token is replayed (the session is revoked)', async () => {
    const session = await login(gateway.app, 'owner');
    const rotated = json<{ accessToken: string }>(await refresh(session.refreshToken));
    const { gone } = await openSocket(rotated.accessToken);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect(await within(gone, 2000)).toBe('io server disconnect');
  });
});
