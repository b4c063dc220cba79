// Starting a session (password or Google sign-in), rotating its refresh token, ending it.
import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '../../src/domain/types';
import type { GatewayContext } from '../context';
import { GatewayError } from '../errors';
import { loadProfile } from '../db/profiles';
import {
  findActiveSession,
  insertRefreshToken,
  insertSession,
  refreshTokenSession,
  revokeSession,
  sessionOwner,
  spendRefreshToken,
} from '../db/sessions';
import type { UserRow } from '../db/users';
import { hashToken, randomToken } from './tokens';

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

/** The access token lives accessTokenTtl, but never past the session's absolute end. */
function accessExpiry(ctx: GatewayContext, now: Date, sessionEnd: Date): Date {
  const ttlEnd = new Date(now.getTime() + ctx.config.accessTokenTtlSeconds * 1000);
  return ttlEnd < sessionEnd ? ttlEnd : sessionEnd;
}

/** Opens a session in the user's current franchise and answers the login reply. */
export async function startSession(ctx: GatewayContext, user: UserRow, client: ClientInfo): Promise<LoginResponse> {
  const now = ctx.clock();
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + ctx.config.refreshTokenTtlSeconds * 1000);
  const refreshToken = randomToken();
  await ctx.db.transaction(async (tx) => {
    await insertSession(tx, {
      id: sessionId,
      userId: user.id,
      franchiseId: user.franchise_id,
      createdAt: now,
      expiresAt,
      ...client,
    });
    await insertRefreshToken(tx, hashToken(refreshToken), sessionId, now);
  });
  const accessToken = await ctx.accessTokens.sign(
    { userId: user.id, sessionId, franchiseId: user.franchise_id },
    now,
    accessExpiry(ctx, now, expiresAt),
  );
  const profile = await loadProfile(ctx.db, user, user.franchise_id);
  return { accessToken, refreshToken, ...profile };
}

const refreshInvalid = () => new GatewayError(401, 'REFRESH_INVALID', { valid: false });

/**
 * Spends a refresh token and issues a new pair. A token that was already spent is a replay
 * (stolen, or raced): the whole session is revoked, so whoever holds the newer tokens is out too.
 */
export async function rotateRefreshToken(
  ctx: GatewayContext,
  presented: string,
): Promise<{ valid: true; accessToken: string; refreshToken: string }> {
  const now = ctx.clock();
  const presentedHash = hashToken(presented);
  const nextToken = randomToken();
  let replayed: string | null = null;
  const outcome = await ctx.db.transaction(async (tx) => {
    const sessionId = await spendRefreshToken(tx, presentedHash, now);
    if (!sessionId) {
      const reusedIn = await refreshTokenSession(tx, presentedHash);
      if (reusedIn && (await revokeSession(tx, reusedIn, now, 'refresh-token-reuse'))) replayed = reusedIn;
      return null;
    }
    const owner = await sessionOwner(tx, sessionId);
    const session = owner ? await findActiveSession(tx, sessionId, owner, now) : null;
    if (!session) return null;
    await insertRefreshToken(tx, hashToken(nextToken), session.id, now);
    return session;
  });
  if (replayed) ctx.sessionEnds.ended([replayed]);
  if (!outcome) throw refreshInvalid();
  const accessToken = await ctx.accessTokens.sign(
    { userId: outcome.user_id, sessionId: outcome.id, franchiseId: outcome.franchise_id },
    now,
    accessExpiry(ctx, now, outcome.expires_at),
  );
  return { valid: true, accessToken, refreshToken: nextToken };
}

export async function endSession(ctx: GatewayContext, sessionId: string): Promise<void> {
  if (await revokeSession(ctx.db, sessionId, ctx.clock(), 'logout')) ctx.sessionEnds.ended([sessionId]);
}

/** The session a refresh token (spent or not) belongs to, or null for a token never issued. */
export function sessionOfRefreshToken(ctx: GatewayContext, presented: string): Promise<string | null> {
  return refreshTokenSession(ctx.db, hashToken(presented));
}
