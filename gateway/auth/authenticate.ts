// The hook every signed-in call runs: a valid access token AND a live session behind it, checked
// on every request, so logout and revocation bite on the very next call.
import { PASSWORD_CHANGE_REQUIRED } from '../../src/domain/passwordChange';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext, GatewayContext } from '../context';
import { GatewayError } from '../errors';
import { findActiveSessionWithAccess } from '../db/sessions';
import { RolesCache } from './roles-cache';
import { TokenExpiredError } from './tokens';

const CHALLENGE = { 'www-authenticate': 'Bearer' };

export type AuthenticateHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

// Route flags read by the authenticate hook: `config: { beforePasswordChange: true }`.
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Serves a user who must change the password first (profile, session check). */
    beforePasswordChange?: boolean;
  }
}

export type Verdict = { auth: AuthContext } | { refused: 'UNAUTHORIZED' | 'TOKEN_EXPIRED' };

function judge(ctx: GatewayContext, request: FastifyRequest): Promise<Verdict> {
  return judgeAccessToken(ctx, bearerToken(request));
}

/**
 * The check behind every signed-in call, for any transport (HTTP here, the realtime socket's
 * handshake too): a valid access token AND its session neither revoked nor expired.
 */
export async function judgeAccessToken(ctx: GatewayContext, token: string | null): Promise<Verdict> {
  if (!token) return { refused: 'UNAUTHORIZED' };
  const now = ctx.clock();
  let claims;
  try {
    claims = await ctx.accessTokens.verify(token, now);
  } catch (error) {
    return { refused: error instanceof TokenExpiredError ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED' };
  }
  const auth = await judgeSession(ctx, claims.sessionId, claims.userId);
  return auth ? { auth } : { refused: 'UNAUTHORIZED' };
}

/**
 * The caller behind a live session, read now: its franchise (the session, not the token, is the
 * authority on it: a switch applies at once), roles and country; null for an ended session. The
 * realtime socket asks it again for its open sockets, so a role taken away closes their rooms too.
 */
export async function judgeSession(ctx: GatewayContext, sessionId: string, userId: string): Promise<AuthContext | null> {
  const now = ctx.clock();
  const cache = rolesCacheOf(ctx);
  let session = await findActiveSessionWithAccess(ctx.db, sessionId, userId, now, cache.versionOf(userId));
  let roles = session && cache.resolve(session.user_id, session.roles_version, session.roles);
  if (session && !roles) {
    session = await findActiveSessionWithAccess(ctx.db, sessionId, userId, now, null);
    roles = session && cache.resolve(session.user_id, session.roles_version, session.roles);
  }
  if (!session || !roles) return null;
  return {
    userId: session.user_id,
    sessionId: session.id,
    franchiseId: session.franchise_id,
    access: { roles, country: session.country },
    mustChangePassword: session.must_change_password,
  };
}

const rolesCaches = new WeakMap<GatewayContext, RolesCache>();

function rolesCacheOf(ctx: GatewayContext): RolesCache {
  let cache = rolesCaches.get(ctx);
  if (!cache) rolesCaches.set(ctx, (cache = new RolesCache()));
  return cache;
}

/** The caller of a request, or null when it carries no valid token for a live session. */
export async function identify(ctx: GatewayContext, request: FastifyRequest): Promise<AuthContext | null> {
  const verdict = await judge(ctx, request);
  return 'auth' in verdict ? verdict.auth : null;
}

/**
 * Sets `request.auth = { userId, sessionId, franchiseId }` or answers 401 (UNAUTHORIZED, or
 * TOKEN_EXPIRED so the panel knows a refresh may help). Use it as `onRequest: app.authenticate`
 * so an anonymous caller learns nothing from body validation.
 */
export function createAuthenticate(ctx: GatewayContext): AuthenticateHook {
  return async (request) => {
    const verdict = await judge(ctx, request);
    if ('refused' in verdict) throw new GatewayError(401, verdict.refused, undefined, CHALLENGE);
    // A user who must change the password gets the profile, the session check and sign-out only
    // (the reset calls need no session): the panel then offers nothing but the change.
    if (verdict.auth.mustChangePassword && !request.routeOptions.config?.beforePasswordChange) {
      throw new GatewayError(403, PASSWORD_CHANGE_REQUIRED);
    }
    request.auth = verdict.auth;
  };
}

/** The caller of a route that ran app.authenticate. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new GatewayError(401, 'UNAUTHORIZED', undefined, CHALLENGE);
  return request.auth;
}
