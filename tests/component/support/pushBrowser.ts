// A browser with Web Push for jsdom (which has none): a service worker container whose
// registration's PushManager answers one subscription, and Notification with a set permission.
import { vi } from 'vitest';

export const FAKE_SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example/send/jsdom',
  expirationTime: null,
  keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: Buffer.alloc(16, 3).toString('base64url') },
};

export function installPushBrowser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const subscription = { ...FAKE_SUBSCRIPTION_JSON, options: { applicationServerKey: null }, toJSON: () => FAKE_SUBSCRIPTION_JSON, unsubscribe: vi.fn(async () => true) };
  const registration = { pushManager: { getSubscription: vi.fn(async () => null), subscribe: vi.fn(async (_options?: PushSubscriptionOptionsInit) => subscription) } };
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: vi.fn(async () => registration) },
  });
  return { registration, requestPermission, remove: () => Reflect.deleteProperty(navigator, 'serviceWorker') };
}
