// The gateway side of the one access rule (src/domain/access.ts): a signed-in caller may use an
// endpoint only when their roles, permission and country satisfy the endpoint's rule.
import type { FastifyRequest } from 'fastify';
import { canAccessRule, type AccessRule, type AccessSubject } from '../../src/domain/access';
import type { GatewayContext } from '../context';
import { GatewayError } from '../errors';
import type { UserRole } from '../../src/domain/types';

/**
 * The caller's roles and the country of the franchise their session works in. One statement,
 * the roles as one JSON text: every guarded call runs this, so it is kept to one round trip.
 */
export async function loadAccessSubject(ctx: GatewayContext, request: FastifyRequest): Promise<AccessSubject> {
  if (!request.auth) throw new GatewayError(401, 'UNAUTHORIZED');
  // Read with the session by authenticate, in the same statement.
  if (request.auth.access) return request.auth.access;
  const { rows } = await ctx.db.query<{ roles: string; country: string | null }>(
    `SELECT COALESCE((SELECT json_agg(json_build_object('role', json_build_object('key', r.role_key), 'permissions', r.permissions)
                                ORDER BY r.role_key)
                      FROM user_roles r WHERE r.user_id = $1), '[]')::text AS roles,
            (SELECT c.alpha2 FROM franchises f JOIN countries c ON c.id = f.country_id WHERE f.id = $2) AS country`,
    [request.auth.userId, request.auth.franchiseId],
  );
  return { roles: JSON.parse(rows[0].roles) as UserRole[], country: rows[0].country };
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
