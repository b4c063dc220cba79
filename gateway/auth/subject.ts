// Access checks that remember who asked: a route that must also decide what to show (customer
// fields of an order) reads the caller's roles once, in the same check that lets them in.
import type { FastifyRequest } from 'fastify';
import { canAccessRule, type AccessRule, type AccessSubject } from '../../src/domain/access';
import type { GatewayContext } from '../context';
import { GatewayError } from '../errors';
import { loadAccessSubject } from './access';

const subjects = new WeakMap<FastifyRequest, AccessSubject>();

/** 403 FORBIDDEN unless the caller satisfies one of `rules`; keeps the subject for callerSatisfies(). Every guarded route runs it (route-guard.ts). */
export function requireAccessKeepingSubject(ctx: GatewayContext, rules: readonly AccessRule[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const subject = await loadAccessSubject(ctx, request);
    if (!rules.some((rule) => canAccessRule(subject, rule))) throw new GatewayError(403, 'FORBIDDEN');
    subjects.set(request, subject);
  };
}

/** Whether the caller of a route guarded by a rule (config.access anyOf) also satisfies `rule`. */
export function callerSatisfies(request: FastifyRequest, rule: AccessRule): boolean {
  const subject = subjects.get(request);
  if (!subject) throw new Error('callerSatisfies needs a route whose config.access is a rule (anyOf)');
  return canAccessRule(subject, rule);
}
