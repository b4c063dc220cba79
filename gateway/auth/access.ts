// The gateway side of the one access rule (src/domain/access.ts): a signed-in caller may use an
// endpoint only when their roles, permission and country satisfy the endpoint's rule, checked by
// the route guard (route-guard.ts) from the route's `config.access`.
import type { FastifyRequest } from 'fastify';
import type { AccessSubject } from '../../src/domain/access';
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
