import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefreshResponse } from '../../src/domain/types';
import { bearer, json, login, post, startGateway, type TestGateway } from './helpers';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const refresh = (refreshToken: string) => post(gateway.app, '/api/auth/token/refresh', { refreshToken });
const me = (accessToken: string) => gateway.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) });

describe('refresh token rotation', () => {
  it('swaps a refresh token for a new pair; the new pair works and the old refresh token is spent', async () => {
    const first = await login(gateway.app, 'manager');
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const pair = json<Required<RefreshResponse>>(rotated);
    expect(pair.valid).toBe(true);
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect((await me(pair.accessToken)).statusCode).toBe(200);
    // the earlier access token stays valid until it expires (the session still lives)
    expect((await me(first.accessToken)).statusCode).toBe(200);

    const again = await refresh(pair.refreshToken);
    expect(again.statusCode).toBe(200);
  });

  it('presenting a spent refresh token revokes the whole session: even the newest access token stops working', async () => {
    const first = await login(gateway.app, 'manager');
    const second = json<Required<RefreshResponse>>(await refresh(first.refreshToken));
    expect((await me(second.accessToken)).statusCode).toBe(200);

    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(json(replay)).toEqual({
      valid: false,
      message: 'Your session has ended. Please sign in again.',
      code: 'REFRESH_INVALID',
    });
    expect((await me(second.accessToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    const { rows } = await gateway.db.query<{ revoked_reason: string }>(
      `SELECT revoked_reason FROM sessions s JOIN refresh_tokens r ON r.session_id = s.id WHERE r.token_hash IS NOT NULL
       AND s.revoked_at IS NOT NULL AND s.user_id = $1 ORDER BY s.revoked_at DESC LIMIT 1`,
      [first.user._id],
    );
    expect(rows[0].revoked_reason).toBe('refresh-token-reuse');
  });

  it('of concurrent refreshes with one token exactly one succeeds', async () => {
    const signedIn = await login(gateway.app, 'employee');
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(signedIn.refreshToken)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 401, 401, 401, 401]);
    // the losers presented a spent token: that is reuse, so the winner's session is over too
    const winner = json<Required<RefreshResponse>>(answers.find((answer) => answer.statusCode === 200)!);
    expect((await me(winner.accessToken)).statusCode).toBe(401);
  });

  it('refuses a token that was never issued, without touching any session', async () => {
    const signedIn = await login(gateway.app, 'manager');
    const unknown = await refresh('x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown)).toMatchObject({ valid: false, code: 'REFRESH_INVALID' });
    expect((await me(signedIn.accessToken)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the session: its access token is refused on the very next call and its refresh token too', async () => {
    const signedIn = await login(gateway.app, 'manager');
    const other = await login(gateway.app, 'manager');
    const logout = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(signedIn.accessToken),
    });
    expect(logout.statusCode).toBe(200);
    expect(json(logout)).toEqual({ success: true });

    const after = await me(signedIn.accessToken);
    expect(after.statusCode).toBe(401);
    expect(json(after).code).toBe('UNAUTHORIZED');
    expect((await gateway.app.inject({ url: '/api/auth/session', headers: bearer(signedIn.accessToken) })).statusCode).toBe(401);
    expect((await refresh(signedIn.refreshToken)).statusCode).toBe(401);
    // another session of the same user is untouched
    expect((await me(other.accessToken)).statusCode).toBe(200);
  });

  it('accepts a bare POST that still says Content-Type: application/json', async () => {
    const signedIn = await login(gateway.app, 'manager');
    const logout = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(signedIn.accessToken), 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(signedIn.accessToken)).statusCode).toBe(401);
  });

  it('accepts an empty JSON object as the body too', async () => {
    const signedIn = await login(gateway.app, 'manager');
    const logout = await post(gateway.app, '/api/auth/logout', {}, { headers: bearer(signedIn.accessToken) });
    expect(logout.statusCode).toBe(200);
    expect((await me(signedIn.accessToken)).statusCode).toBe(401);
  });
});

describe('expiry', () => {
  it('an access token expires after ACCESS_TOKEN_TTL_SECONDS with TOKEN_EXPIRED; a refresh then gives a working one', async () => {
    const signedIn = await login(gateway.app, 'owner');
    gateway.clock.advance(901 * 1000);
    const expired = await me(signedIn.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(json(expired)).toEqual({ message: 'Your session token has expired.', code: 'TOKEN_EXPIRED' });
    const pair = json<Required<RefreshResponse>>(await refresh(signedIn.refreshToken));
    expect((await me(pair.accessToken)).statusCode).toBe(200);
  });

  it('the session ends at its absolute expiry however often it was refreshed', async () => {
    let pair = { refreshToken: (await login(gateway.app, 'owner')).refreshToken, accessToken: '' };
    // refresh every 10 days: the session must still end 30 days after sign-in
    for (let day = 10; day < 30; day += 10) {
      gateway.clock.advance(10 * 86_400_000);
      const answer = await refresh(pair.refreshToken);
      expect(answer.statusCode).toBe(200);
      pair = json<Required<RefreshResponse>>(answer);
    }
    expect((await me(pair.accessToken)).statusCode).toBe(200);
    gateway.clock.advance(10 * 86_400_000 + 1000);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });

  it('an access token never outlives its session', async () => {
    const signedIn = await login(gateway.app, 'manager');
    gateway.clock.advance(30 * 86_400_000 - 60_000);
    const pair = json<Required<RefreshResponse>>(await refresh(signedIn.refreshToken));
    const payload = JSON.parse(Buffer.from(pair.accessToken.split('.')[1], 'base64url').toString()) as { exp: number };
    const sessionEnd = gateway.clock.now().getTime() + 60_000;
    expect(payload.exp * 1000).toBeLessThanOrEqual(sessionEnd);
    gateway.clock.advance(61_000);
    expect((await me(pair.accessToken)).statusCode).toBe(401);
  });
});
