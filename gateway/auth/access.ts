// The gateway side of the one access rule (src/domain/access.ts): a signed-in caller may use an
// endpoint only when their roles, permission and country satisfy the endpoint's rule.
import type { FastifyRequest } from 'fastify';
import { canAccessRule, type AccessRule, type AccessSubject } from '../../src/domain/access';
import type { GatewayContext } from '../context';
import { loadRolesAndCountry } from '../db/users';
import { GatewayError } from '../errors';

/** The caller's roles and the country of the franchise their session works in. */
export async function loadAccessSubject(ctx: GatewayContext, request: FastifyRequest): Promise<AccessSubject> {
  if (!request.auth) throw new GatewayError(401, 'UNAUTHORIZED');
  // Read with the session by authenticate, in the same statement.
  if (request.auth.access) return request.auth.access;
  return loadRolesAndCountry(ctx.db, request.auth.userId, request.auth.franchiseId);
}

/**
 * A preHandler refusing with 403 FORBIDDEN unless the caller satisfies `rule`. Runs after
 * authenticate: `{ onRequest: app.authenticate, preHandler: requireAccess(app, { roles: ['order'] }) }`.
 */
export function requireAccess(ctx: GatewayContext, rule: AccessRule) {
  return async (request: FastifyRequest): Promise<void> => {
    const subject = await loadAccessSubject(ctx, request);
    if (!canAccessRule(subject, rule)) throw new GatewayError(403, 'FORBIDDEN');
  };
}

/** Like requireAccess, granted when the caller satisfies any one of `rules`. */
export function requireAnyAccess(ctx: GatewayContext, rules: readonly AccessRule[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const subject = await loadAccessSubject(ctx, request);
    if (!rules.some((rule) => canAccessRule(subject, rule))) throw new GatewayError(403, 'FORBIDDEN');
  };
}
