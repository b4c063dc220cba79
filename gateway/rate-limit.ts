// Sign-in calls are rate limited twice: per client IP (any username) and per IP and username, so
// one address can neither hammer one account nor spray many. The counters live in memory, or on
// a PostgreSQL server in the database, shared by every gateway process (gateway/cluster/rate-limit-store.ts).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitConfig } from './config';
import { GatewayError } from './errors';

export interface SignInLimitOptions {
  /** Names the call, so each sign-in call counts on its own. */
  call: string;
  /** The username the request is about, when it names one. */
  usernameOf?: (request: FastifyRequest) => string | undefined;
}

/** A preHandler refusing with 429 RATE_LIMITED once either limit is exceeded in the window. */
export function signInRateLimit(
  app: FastifyInstance,
  limits: RateLimitConfig,
  options: SignInLimitOptions,
): preHandlerAsyncHookHandler {
  const timeWindow = limits.windowSeconds * 1000;
  const perIp = app.createRateLimit({
    max: limits.perIp,
    timeWindow,
    keyGenerator: (request) => `${options.call}|${request.ip}`,
  });
  const usernameOf = options.usernameOf;
  const perIpAndUsername = usernameOf
    ? app.createRateLimit({
        max: limits.perIpAndUsername,
        timeWindow,
        keyGenerator: (request) =>
          `${options.call}|${request.ip}|${(usernameOf(request) ?? '').trim().toLowerCase()}`,
      })
    : null;

  return async (request) => {
    const results = [await perIp(request)];
    if (perIpAndUsername) results.push(await perIpAndUsername(request));
    for (const result of results) {
      if (!result.isAllowed && result.isExceeded) {
        throw new GatewayError(429, 'RATE_LIMITED', undefined, { 'retry-after': String(result.ttlInSeconds) });
      }
    }
  };
}

/** Reads `username` from a JSON body (login and reset calls). */
export const bodyUsername = (request: FastifyRequest): string | undefined => {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username : undefined;
};
