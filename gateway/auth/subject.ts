// Access checks that remember who asked: a route that must also decide what to show (customer
// fields of an order) reads the caller's roles once, in the same check that lets them in.
import type { FastifyRequest } from 'fastify';
import { canAccessRule, type AccessRule, type AccessSubject } from '../../src/domain/access';
import type { GatewayContext } from '../context';
import { GatewayError } from '../errors';
import { loadAccessSubject } from './access';

const subjects = new WeakMap<FastifyRequest, AccessSubject>();

/** Like requireAccess (gateway/auth/access.ts), and keeps the subject for subjectOf(). */
export function requireAccessKeepingSubject(ctx: GatewayContext, rule: AccessRule) {
  return async (request: FastifyRequest): Promise<void> => {
    const subject = await loadAccessSubject(ctx, request);
    if (!canAccessRule(subject, rule)) throw new GatewayError(403, 'FORBIDDEN');
    subjects.set(request, subject);
  };
}

/** Whether the caller of a request that passed requireAccessKeepingSubject also satisfies `rule`. */
export function callerSatisfies(request: FastifyRequest, rule: AccessRule): boolean {
  const subject = subjects.get(request);
  if (!subject) throw new Error('callerSatisfies needs requireAccessKeepingSubject on the route');
  return canAccessRule(subject, rule);
}
