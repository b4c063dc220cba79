// Guessing one account's password from many addresses: the per-address limits do not see it, so
// failures are also counted per account name. The first few are free (typos); after that each
// failure doubles the wait before the next attempt, up to a cap, so a guesser gets a handful of
// tries an hour while the real user, who knows the password, waits at most the cap: never a
// lockout an attacker could use to keep a user out for good. A quiet hour forgets the count.
import type { GatewayContext } from '../context';
import { clearSignInFailures, recordSignInFailure, signInBlockedUntil } from '../db/sign-in-failures';
import { GatewayError } from '../errors';

export const FREE_FAILURES = 5;
export const MAX_WAIT_SECONDS = 15 * 60;
export const FORGET_AFTER_SECONDS = 60 * 60;

/** The wait after the `failures`-th failure in a row: none, then 2, 4, 8 ... seconds up to the cap. */
export const waitAfterFailure = (failures: number): number =>
  failures <= FREE_FAILURES ? 0 : Math.min(MAX_WAIT_SECONDS, 2 ** (failures - FREE_FAILURES));

const accountKey = (username: string) => username.trim().toLowerCase();

/** Refuses with 429 and Retry-After while the account waits, whatever the password. */
export async function checkAccountThrottle(ctx: GatewayContext, username: string): Promise<void> {
  const now = ctx.clock();
  const until = await signInBlockedUntil(ctx.db, accountKey(username), now);
  if (!until) return;
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  throw new GatewayError(429, 'RATE_LIMITED', undefined, { 'retry-after': String(seconds) });
}

export async function accountSignInFailed(ctx: GatewayContext, username: string): Promise<void> {
  await recordSignInFailure(ctx.db, accountKey(username), ctx.clock(), FORGET_AFTER_SECONDS, waitAfterFailure);
}

export function accountSignedIn(ctx: GatewayContext, username: string): Promise<void> {
  return clearSignInFailures(ctx.db, accountKey(username));
}
