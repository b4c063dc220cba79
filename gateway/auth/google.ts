// Google sign-in: the panel sends the ID token Google gave it; we check it against Google's
// published keys (signature, audience = our client id, issuer, expiry, verified e-mail).
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Clock } from '../context';

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export class GoogleTokenError extends Error {}

/** Returns a verifier answering the token's verified e-mail, or throwing GoogleTokenError. */
export function createGoogleVerifier(clientId: string, jwksUrl: string, clock: Clock) {
  // jose fetches the key set on first use, caches it and refetches when a new key id appears.
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return async (idToken: string): Promise<string> => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        audience: clientId,
        issuer: ISSUERS,
        algorithms: ['RS256'],
        currentDate: clock(),
        requiredClaims: ['exp', 'email'],
      });
      if (payload.email_verified !== true && payload.email_verified !== 'true') {
        throw new GoogleTokenError('e-mail not verified');
      }
      if (typeof payload.email !== 'string') throw new GoogleTokenError('no e-mail');
      return payload.email;
    } catch (error) {
      if (error instanceof GoogleTokenError) throw error;
      throw new GoogleTokenError(error instanceof Error ? error.message : 'invalid token');
    }
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
