// Short-lived signed links for files the browser opens by itself (no bearer token): the path and
// an expiry, signed with an HMAC keyed from the JWT secret (a key of its own, derived, so a link
// signature can never be mistaken for a token signature or the other way round).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works. */
export const SIGNED_LINK_TTL_SECONDS = 300;

export type LinkVerdict = 'valid' | 'invalid' | 'expired';

export class SignedLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('franchise-gateway signed links v1').digest();
  }

  private signature(subject: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${subject}\n${expires}`).digest('hex');
  }

  /** `{ expires, signature }` for `subject` (what the link gives access to, e.g. "agreement:<id>"). */
  sign(subject: string, now: Date, ttlSeconds = SIGNED_LINK_TTL_SECONDS): { expires: number; signature: string } {
    const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
    return { expires, signature: this.signature(subject, expires) };
  }

  verify(subject: string, expires: number, signature: string, now: Date): LinkVerdict {
    const expected = Buffer.from(this.signature(subject, expires), 'hex');
    const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : null;
    if (!given || !timingSafeEqual(expected, given)) return 'invalid';
    return Math.floor(now.getTime() / 1000) < expires ? 'valid' : 'expired';
  }
}
