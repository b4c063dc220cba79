// The panel's push service worker (Web Push, gateway/push/sender.ts): shows each push as a system
// notification with its title and text, and a click opens the panel at the push's path. Only a
// path of the panel's own origin is opened; anything else opens the panel's start page.

function panelUrl(path) {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return new URL('/', self.location.origin).href;
  const url = new URL(path, self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Franchise Panel';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/favicon.svg',
      data: { path: message.path },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = panelUrl(event.notification.data && event.notification.data.path);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
