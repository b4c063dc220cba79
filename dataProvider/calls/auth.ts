// Auth calls (spec section 7, "Auth"). The token refresh is not here: the transport runs it.
import type { Profile, ResetPasswordVerifyBody, SuccessReply } from '../../src/domain/callTypes';
import { AUTH_PATHS } from '../../src/domain/paths';
import type { WebPushKeyReply } from '../../src/domain/push';
import type { LoginPayload, LoginResponse } from '../../src/domain/types';
import type { Signal, Transport } from './transport';

export function authCalls(transport: Transport) {
  return {
    /** POST /auth/login: no token yet; the reply starts the session. */
    login: (body: LoginPayload) => transport.request<LoginResponse>(AUTH_PATHS.login, { method: 'POST', body, auth: false }),
    /** POST /auth/login/google {clientToken}. */
    loginGoogle: (clientToken: string) =>
      transport.request<LoginResponse>(AUTH_PATHS.loginGoogle, { method: 'POST', body: { clientToken }, auth: false }),
    /** GET /auth/me: the signed-in user and their country. */
    me: (signal?: Signal) => transport.request<Profile>(AUTH_PATHS.me, { signal }),
    /** The session check: answers while the session lives. */
    session: () => transport.request<unknown>(AUTH_PATHS.session),
    /** POST /auth/logout; the refresh token names the session even after the access token expired. */
    logout: (refreshToken: string | null, signal?: Signal) =>
      transport.request<SuccessReply>(AUTH_PATHS.logout, { method: 'POST', body: refreshToken ? { refreshToken } : undefined, signal }),
    /** POST /auth/reset-password/email {username}: public. */
    resetPasswordEmail: (username: string) =>
      transport.request<SuccessReply>(AUTH_PATHS.resetPasswordEmail, { method: 'POST', body: { username }, auth: false }),
    /** POST /auth/reset-password/verify {username, password, token}: public. */
    resetPasswordVerify: (body: ResetPasswordVerifyBody) =>
      transport.request<SuccessReply>(AUTH_PATHS.resetPasswordVerify, { method: 'POST', body, auth: false }),
    /** PUT /auth/webDeviceInfo: the panel's language and, when given, the JSON of its push subscription (null clears it). */
    webDeviceInfo: (body: { language: string; webPushNotificationToken?: string | null }) =>
      transport.request<SuccessReply>(AUTH_PATHS.webDeviceInfo, { method: 'PUT', body }),
    /** GET /auth/webPushKey: the VAPID public key the browser subscribes with. */
    webPushKey: () => transport.request<WebPushKeyReply>(AUTH_PATHS.webPushKey),
  };
}

export type AuthCalls = ReturnType<typeof authCalls>;
