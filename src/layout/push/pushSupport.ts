// Whether this browser can take Web Push: a service worker, the Push API and notifications.
// Where it cannot (an old browser, an insecure origin), the panel works on without push.
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The notification permission, or 'unsupported'. */
export function pushPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}
