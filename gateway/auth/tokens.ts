// Access tokens: short-lived HS256 JWTs naming the user (sub), the session (sid) and the franchise
// (fid). Refresh tokens and reset tokens: opaque random strings kept only as SHA-256 hashes.
import { createHash, randomBytes, type webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LruMap } from '../lru';

const ISSUER = 'franchise-gateway';
const AUDIENCE = 'franchise-panel';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  franchiseId: string;
}

/** Tokens whose signature was checked, kept at most: the least recently used is dropped beyond that. */
const VERIFIED_CAPACITY = 10_000;

export class AccessTokens {
  /** Imported once: given raw bytes, jose would import the key again on every call. */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * Tokens already verified, with their claims and expiry (seconds). A token's signature and
   * claims never change, so a client's next call costs a lookup; expiry is still checked on
   * every call, and revocation is the session check's job (authenticate.ts).
   */
  private readonly verified = new LruMap<string, { claims: AccessClaims; exp: number }>(VERIFIED_CAPACITY);

  constructor(secret: string) {
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  /** Signs a token valid until `expiresAt` (never past the session's own expiry). */
  async sign(claims: AccessClaims, now: Date, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, fid: claims.franchiseId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.key);
  }

  /** The claims of a valid token; throws TokenExpiredError or InvalidTokenError. */
  async verify(token: string, now: Date): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known) {
      // as jose decides: expired once exp is not after the current second
      if (known.exp <= Math.floor(now.getTime() / 1000)) throw new TokenExpiredError();
      return known.claims;
    }
    const { claims, exp } = await this.check(token, now);
    this.verified.set(token, { claims, exp });
    return claims;
  }

  private async check(token: string, now: Date): Promise<{ claims: AccessClaims; exp: number }> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'sid', 'fid', 'exp'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.fid !== 'string') {
        throw new InvalidTokenError();
      }
      return { claims: { userId: payload.sub, sessionId: payload.sid, franchiseId: payload.fid }, exp: payload.exp! };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new TokenExpiredError();
      throw new InvalidTokenError();
    }
  }
}

export class TokenExpiredError extends Error {}
export class InvalidTokenError extends Error {}

/** 32 random bytes, base64url: the refresh and reset tokens handed to the client. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}
