// Auth calls (spec section 7; contract in docs/gateway-api.md): sign-in with password or Google,
// profile, session check, refresh, logout, password reset, device info.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LANGUAGES } from '../../src/domain/languages';
import type { LoginPayload, LoginResponse } from '../../src/domain/types';
import { accountSignedIn, accountSignInFailed, checkAccountThrottle } from '../auth/account-throttle';
import { authOf, identify } from '../auth/authenticate';
import { verifyCaptcha } from '../auth/captcha';
import { createGoogleVerifier, GoogleTokenError, type GoogleVerifier } from '../auth/google';
import { completePasswordReset, requestPasswordReset } from '../auth/password-reset';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { endSession, rotateRefreshToken, sessionOfRefreshToken, startSession, type ClientInfo } from '../auth/sign-in';
import { findUserByEmail, findUserById, findUserByUsername, setUserDeviceInfo } from '../db/users';
import { loadProfile } from '../db/profiles';
import { sessionExpiry } from '../db/sessions';
import { GatewayError } from '../errors';
import { bodyUsername, signInRateLimit } from '../rate-limit';
import { noQuery, object, str } from '../schemas';
import { publicRoute, signedIn } from '../auth/route-access';
import { AUTH_PATHS } from '../../src/domain/paths';
import { parsePushToken, PUSH_TOKEN_MAX_CHARS, type WebPushKeyReply } from '../../src/domain/push';
import { savePushSubscription } from '../db/push-subscriptions';
import { sendValidationProblems } from '../errors';
import { languageOf, type Language } from '../i18n';
import type { FieldProblem } from '../validation';

// The spec's login rules: username trimmed, at least 2 characters; password at least 6.
const username = str(2, 100);
const password = str(6, 256);

const schemas = {
  // The spec's payload always names captchaKey: empty or null when no captcha was asked.
  login: object(
    { username, password, captchaKey: { type: ['string', 'null'], maxLength: 4096 } },
    ['username', 'password'],
  ),
  google: object({ clientToken: str(1, 8192) }, ['clientToken']),
  resetEmail: object({ username }, ['username']),
  resetVerify: object({ username, password, token: str(1, 256) }, ['username', 'password', 'token']),
  refresh: object({ refreshToken: str(1, 512) }, ['refreshToken']),
  // open: unknown fields are ignored (a stray field must not keep a session alive)
  logout: { type: 'object', properties: { refreshToken: { type: 'string', maxLength: 512 } } },
  webDeviceInfo: object(
    {
      language: { type: 'string', enum: LANGUAGES.map((language) => language.code) },
      webPushNotificationToken: { type: ['string', 'null'], maxLength: PUSH_TOKEN_MAX_CHARS },
    },
    ['language'],
  ),
};

/** Trims the username before validation, so "  ab " is checked (and matched) as "ab". */
async function trimUsername(request: FastifyRequest): Promise<void> {
  const body = request.body as { username?: unknown } | null | undefined;
  if (body && typeof body === 'object' && typeof body.username === 'string') body.username = body.username.trim();
}

/** A POST without a body is an empty object (logout is sent bare). */
async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export const authRoutes: FastifyPluginAsync = async (app) => {
  const limits = app.config.rateLimit;
  const limited = (call: string, byUsername: boolean) =>
    signInRateLimit(app, limits, { call, usernameOf: byUsername ? bodyUsername : undefined });

  const google = app.config.google.clientId;
  const verifyGoogleToken: GoogleVerifier | null = google
    ? createGoogleVerifier(google, app.config.google.jwksUrl, app.clock)
    : null;

  app.post<{ Body: LoginPayload }>(
    AUTH_PATHS.login,
    { schema: { body: schemas.login }, preValidation: trimUsername, preHandler: limited('login', true), config: { access: publicRoute('signing in; rate-limited per address and slowed per account') } },
    async (request): Promise<LoginResponse> => {
      const { captcha } = app.config;
      if (captcha) {
        const key = request.body.captchaKey;
        if (!key || !(await verifyCaptcha(captcha, key, request.ip))) throw new GatewayError(400, 'CAPTCHA_FAILED');
      }
      const { username } = request.body;
      await checkAccountThrottle(app, username);
      const user = await findUserByUsername(app.db, username);
      const passwordOk = user
        ? await verifyPassword(request.body.password, user.password_hash)
        : await verifyAgainstDummy(request.body.password);
      if (!user || !passwordOk) {
        await accountSignInFailed(app, username);
        throw new GatewayError(401, 'INVALID_CREDENTIALS');
      }
      await accountSignedIn(app, username);
      return startSession(app, user, clientInfo(request));
    },
  );

  app.post<{ Body: { clientToken: string } }>(
    AUTH_PATHS.loginGoogle,
    { schema: { body: schemas.google }, preHandler: limited('login-google', false), config: { access: publicRoute('signing in with a Google token; rate-limited') } },
    async (request): Promise<LoginResponse> => {
      if (!verifyGoogleToken) throw new GatewayError(400, 'GOOGLE_NOT_CONFIGURED');
      let email: string;
      try {
        email = await verifyGoogleToken(request.body.clientToken);
      } catch (error) {
        if (!(error instanceof GoogleTokenError)) throw error;
        request.log.info({ reason: error.message }, 'google token refused');
        throw new GatewayError(401, 'GOOGLE_TOKEN_INVALID');
      }
      const user = await findUserByEmail(app.db, email);
      if (!user) throw new GatewayError(401, 'GOOGLE_USER_UNKNOWN');
      return startSession(app, user, clientInfo(request));
    },
  );

  app.get(AUTH_PATHS.me, { schema: { querystring: noQuery }, config: { beforePasswordChange: true, access: signedIn } }, async (request) => {
    const auth = authOf(request);
    const user = await findUserById(app.db, auth.userId);
    if (!user) throw new GatewayError(401, 'UNAUTHORIZED');
    return loadProfile(app.db, user, auth.franchiseId);
  });

  // The spec's session check: answers while the session lives, 401 once it is revoked or over.
  app.get(AUTH_PATHS.session, { schema: { querystring: noQuery }, config: { beforePasswordChange: true, access: signedIn } }, async (request) => {
    const expiresAt = await sessionExpiry(app.db, authOf(request).sessionId);
    if (!expiresAt) throw new GatewayError(401, 'UNAUTHORIZED');
    return { valid: true, expiresAt: expiresAt.toISOString() };
  });

  app.post<{ Body: { refreshToken: string } }>(
    AUTH_PATHS.refresh,
    { schema: { body: schemas.refresh }, preHandler: limited('refresh', false), config: { access: publicRoute('the refresh token in the body is the key; rate-limited') } },
    async (request) => rotateRefreshToken(app, request.body.refreshToken),
  );

  // Sign-out ends the sessions it names: the caller's (by its access token) and the one its refresh
  // token belongs to, if sent (so a client whose access token expired still signs out). Other
  // fields are ignored: a client's extra field must never leave a session alive.
  app.post<{ Body: { refreshToken?: unknown } }>(
    AUTH_PATHS.logout,
    { schema: { body: schemas.logout }, preValidation: emptyBodyAsObject, config: { access: publicRoute('ends only the sessions its access or refresh token names, 401 without either') } },
    async (request) => {
      const caller = await identify(app, request);
      const { refreshToken } = request.body;
      const named = typeof refreshToken === 'string' && refreshToken.length > 0 ? await sessionOfRefreshToken(app, refreshToken) : null;
      const sessions = [...new Set([caller?.sessionId, named].filter((id): id is string => typeof id === 'string'))];
      if (sessions.length === 0) throw new GatewayError(401, 'UNAUTHORIZED');
      for (const sessionId of sessions) await endSession(app, sessionId);
      return { success: true };
    },
  );

  app.post<{ Body: { username: string } }>(
    AUTH_PATHS.resetPasswordEmail,
    { schema: { body: schemas.resetEmail }, preValidation: trimUsername, preHandler: limited('reset-email', true), config: { access: publicRoute('asking for a reset e-mail; answers the same whether the user exists; rate-limited') } },
    async (request) => {
      // Configuration only: the Host header is the client's to choose (a reset asked with
      // Host: evil.example must not mail a link there).
      const origin = app.config.publicUrl ?? listenOrigin(app);
      await requestPasswordReset(app, request.body.username, origin);
      return { success: true };
    },
  );

  app.post<{ Body: { username: string; password: string; token: string } }>(
    AUTH_PATHS.resetPasswordVerify,
    { schema: { body: schemas.resetVerify }, preValidation: trimUsername, preHandler: limited('reset-verify', true), config: { access: publicRoute('the e-mailed reset token is the key; rate-limited') } },
    async (request) => {
      const caller = await identify(app, request);
      await completePasswordReset(app, request.body, caller?.sessionId ?? null);
      return { success: true };
    },
  );

  // The token is the JSON of the browser's PushSubscription: kept per user and franchise, pushed
  // to on every new notification (gateway/push). An endpoint another user holds stays theirs: 409.
  app.put<{ Body: { language: string; webPushNotificationToken?: string | null } }>(
    AUTH_PATHS.webDeviceInfo,
    { schema: { body: schemas.webDeviceInfo }, config: { access: signedIn } },
    async (request, reply) => {
      const { userId, franchiseId } = authOf(request);
      const { language, webPushNotificationToken: token } = request.body;
      // http endpoints only for a test's local push service (TEST_HOOKS=on); real ones are https
      const subscription = typeof token === 'string' ? parsePushToken(token, app.config.testHooks) : null;
      if (typeof token === 'string' && !subscription) {
        return sendValidationProblems(reply, [pushTokenProblem(languageOf(request.headers['accept-language']))]);
      }
      await app.db.transaction(async (tx) => {
        if (subscription && !(await savePushSubscription(tx, franchiseId, userId, subscription, language, app.clock()))) {
          throw new GatewayError(409, 'PUSH_SUBSCRIPTION_TAKEN');
        }
        await setUserDeviceInfo(tx, userId, request.body, app.clock());
      });
      return { success: true };
    },
  );

  app.get(AUTH_PATHS.webPushKey, { schema: { querystring: noQuery }, config: { access: signedIn } }, async () => {
    const reply: WebPushKeyReply = { publicKey: app.push.publicKey };
    return reply;
  });
};

/** The gateway's own address (development without PUBLIC_URL): where it listens, else its PORT. */
function listenOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : app.config.port;
  const host = address && typeof address === 'object' && !['0.0.0.0', '::'].includes(address.address) ? address.address : 'localhost';
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

const PUSH_TOKEN_MESSAGES: Record<Language, string> = {
  en: 'webPushNotificationToken must be the JSON of a push subscription: an https endpoint and keys p256dh and auth',
  tr: 'webPushNotificationToken bir push aboneliğinin JSON metni olmalı: https uç noktası ve p256dh ile auth anahtarları',
};

function pushTokenProblem(language: Language): FieldProblem {
  return { field: 'webPushNotificationToken', rule: 'format', message: PUSH_TOKEN_MESSAGES[language] };
}
