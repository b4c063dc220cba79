// What the gateway's parts share. buildApp decorates the fastify instance with each of these, so
// a route passes `app` wherever a GatewayContext is asked for.
import type { AccessSubject } from '../src/domain/access';
import type { SessionEnds } from './auth/session-ends';
import type { AccessTokens } from './auth/tokens';
import type { GatewayConfig } from './config';
import type { Db } from './db/db';
import type { FileStorage } from './files/storage';
import type { Outbox } from './outbox';
import type { PushSender } from './push/sender';

/** The gateway's notion of now; tests pass their own to move time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export interface GatewayContext {
  db: Db;
  config: GatewayConfig;
  clock: Clock;
  outbox: Outbox;
  accessTokens: AccessTokens;
  /** Sessions that just ended (gateway/auth/session-ends.ts): the socket closes theirs at once. */
  sessionEnds: SessionEnds;
  /** The bytes of uploaded files (gateway/files/storage.ts): DATA_DIR/files by default. */
  fileStorage: FileStorage;
  /** Web Push of new notifications to users' browsers (gateway/push/sender.ts). */
  push: PushSender;
}

/** The signed-in caller, set by the authenticate hook. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  /** The franchise the session works in: every query a route runs is scoped to it. */
  franchiseId: string;
  /** The user's roles and the franchise's country, read with the session (gateway/auth/access.ts). */
  access?: AccessSubject;
  /** Until the password is changed, only the calls marked `beforePasswordChange` serve this caller. */
  mustChangePassword?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance extends GatewayContext {
    /** The hook a signed-in route runs first, put there by the route guard (auth/route-guard.ts). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; null on routes that do not run it. */
    auth: AuthContext | null;
  }
}
