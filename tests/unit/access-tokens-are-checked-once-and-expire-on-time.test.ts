// Access tokens are HS256 JWTs (gateway/auth/tokens.ts). A token's signature is checked once and
// remembered, but its expiry is decided on every call: the remembered answer must never outlive
// the token, and a forged or tampered token must never be taken for a remembered one.
import { describe, expect, it } from 'vitest';
import { AccessTokens, InvalidTokenError, TokenExpiredError } from '../../gateway/auth/tokens';

const claims = { userId: 'u1', sessionId: 's1', franchiseId: 'f1' };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, seconds));

describe('access tokens', () => {
  it('answer the same claims on every call until expiry, then are refused as expired', async () => {
    const tokens = new AccessTokens('a-secret-long-enough-for-the-tests-0123456789');
    const token = await tokens.sign(claims, at(0), at(60));
    expect(await tokens.verify(token, at(1))).toEqual(claims);
    expect(await tokens.verify(token, at(59))).toEqual(claims);
    await expect(tokens.verify(token, at(60))).rejects.toBeInstanceOf(TokenExpiredError);
    await expect(tokens.verify(token, at(3600))).rejects.toBeInstanceOf(TokenExpiredError);
  });

  it('a token first seen after its expiry is refused as expired', async () => {
    const tokens = new AccessTokens('a-secret-long-enough-for-the-tests-0123456789');
    const token = await tokens.sign(claims, at(0), at(60));
    await expect(tokens.verify(token, at(61))).rejects.toBeInstanceOf(TokenExpiredError);
  });

  it('a tampered token, or one signed with another secret, is refused even after the real one was checked', async () => {
    const tokens = new AccessTokens('a-secret-long-enough-for-the-tests-0123456789');
    const token = await tokens.sign(claims, at(0), at(60));
    await tokens.verify(token, at(1));
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), fid: 'f2' })).toString('base64url');
    await expect(tokens.verify(`${header}.${otherPayload}.${signature}`, at(1))).rejects.toBeInstanceOf(InvalidTokenError);
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    await expect(tokens.verify(`${header}.${payload}.${flipped}`, at(1))).rejects.toBeInstanceOf(InvalidTokenError);
    const forged = await new AccessTokens('another-secret-long-enough-for-the-tests-987').sign(claims, at(0), at(60));
    await expect(tokens.verify(forged, at(1))).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
