// Registers this browser for Web Push with the gateway (spec: device token): the panel's service
// worker, a subscription made with the gateway's VAPID key, and PUT /auth/webDeviceInfo with the
// subscription's JSON. Loaded on demand (never in the first load). Callers only log a failure:
// push token errors are only logged (spec).
import { PUSH_SERVICE_WORKER_PATH } from '../../domain/push';
import type { useCalls } from '../../framework/calls';

type AuthCalls = ReturnType<typeof useCalls>['auth'];

const TAKEN = 'PUSH_SUBSCRIPTION_TAKEN';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

function isTaken(error: unknown): boolean {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: { code?: unknown } | null };
  return status === 409 && body?.code === TAKEN;
}

/** The panel's service worker registration (registered when missing). */
async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(PUSH_SERVICE_WORKER_PATH, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/**
 * Subscribes this browser (keeping a subscription made with the same key) and sends it with the
 * panel language. A subscription another user of this browser registered first is dropped and a
 * new one made for this user. Throws when the browser or the gateway refuses.
 */
export async function registerPushDevice(auth: AuthCalls, language: string): Promise<void> {
  const registration = await pushRegistration();
  const key = keyBytes((await auth.webPushKey()).publicKey);
  const subscribe = () => registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await subscribe();
  try {
    await auth.webDeviceInfo({ language, webPushNotificationToken: JSON.stringify(subscription) });
  } catch (error) {
    if (!isTaken(error)) throw error;
    await subscription.unsubscribe();
    await auth.webDeviceInfo({ language, webPushNotificationToken: JSON.stringify(await subscribe()) });
  }
}

/** The current subscription of this browser, if the panel's worker holds one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Push off: the browser's subscription ends (the push service then reports it gone) and the token is cleared. */
export async function unregisterPushDevice(auth: AuthCalls, language: string): Promise<void> {
  await (await currentSubscription())?.unsubscribe();
  await auth.webDeviceInfo({ language, webPushNotificationToken: null });
}

/** A new panel language: sent with the subscription (when there is one), so pushes come in it. */
export async function sendDeviceLanguage(auth: AuthCalls, language: string): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  await auth.webDeviceInfo(subscription ? { language, webPushNotificationToken: JSON.stringify(subscription) } : { language });
}

/** Logs a push failure: the spec has push token errors only logged, never shown. */
export function logPushError(error: unknown): void {
  console.warn('web push:', error);
}
