// Web Push (spec: push consent, toggle, device token), written once for the panel and the gateway.
// The panel subscribes the browser with the gateway's VAPID public key and sends the subscription
// as `webPushNotificationToken` (the JSON of the PushSubscription); the gateway keeps it per user
// and franchise and pushes every new notification to it.

/** The consent popup's answer ('yes' | 'no'), kept for PUSH_COOKIE_DAYS (spec). */
export const PUSH_CONSENT_COOKIE = 'push_consent';
export const PUSH_COOKIE_DAYS = 365;
/** How long the push toggle's error and warning stay (spec: 5 seconds). */
export const PUSH_MESSAGE_MS = 5000;
/** The service worker the panel serves (public/push-sw.js): it shows a push and opens its path. */
export const PUSH_SERVICE_WORKER_PATH = '/push-sw.js';
/** The longest token (subscription JSON) the gateway takes. */
export const PUSH_TOKEN_MAX_CHARS = 4096;
/** The longest endpoint URL the gateway keeps. */
export const PUSH_ENDPOINT_MAX_CHARS = 2048;

/** GET /auth/webPushKey: the gateway's VAPID public key (base64url, uncompressed P-256 point). */
export interface WebPushKeyReply {
  publicKey: string;
}

/** What a push carries (JSON, encrypted for the device): shown by the service worker. */
export interface PushMessage {
  title: string;
  body: string;
  /** A same-origin panel path the click opens. */
  path: string;
  /** The notification's id, as the service worker's tag (one notification shows once). */
  tag: string;
}

/** The parts of a browser PushSubscription the gateway needs. */
export interface PushSubscriptionToken {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * Reads `webPushNotificationToken`: the JSON of a PushSubscription with an https endpoint
 * (`allowHttp`: also http, for a test's local push service) and base64url keys p256dh (a 65-byte
 * P-256 point) and auth (16 bytes). Null when it is not one.
 */
export function parsePushToken(token: string, allowHttp = false): PushSubscriptionToken | null {
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof endpoint !== 'string' || endpoint.length > PUSH_ENDPOINT_MAX_CHARS) return null;
  try {
    const url = new URL(endpoint);
    if (!(url.protocol === 'https:' || (allowHttp && url.protocol === 'http:')) || url.username || url.password) return null;
  } catch {
    return null;
  }
  if (!keys || typeof keys !== 'object') return null;
  const { p256dh, auth } = keys;
  if (typeof p256dh !== 'string' || typeof auth !== 'string' || !BASE64URL.test(p256dh) || !BASE64URL.test(auth)) return null;
  if (base64UrlBytes(p256dh) !== 65 || base64UrlBytes(auth) !== 16) return null;
  return { endpoint, keys: { p256dh, auth } };
}

function base64UrlBytes(text: string): number {
  const bare = text.replace(/=+$/, '');
  return Math.floor((bare.length * 3) / 4);
}
