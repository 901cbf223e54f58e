// Kiraya's service worker: Web Push alerts for saved searches (docs/saved-searches.md). It caches nothing, so the
// site behaves exactly as without it; it exists so a match can reach the buyer's phone with the site closed, and so
// the site can be installed on a home screen with the manifest.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// The server sends { title, body, url, tag }, encrypted for this device (aes128gcm) and signed with the site's VAPID key.
self.addEventListener('push', (event) => {
  let message = { title: 'Kiraya', body: '', url: '/notifications', tag: undefined };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable body still tells the buyer something happened.
  }
  const url =
    typeof message.url === 'string' && message.url.startsWith('/') && !message.url.startsWith('//') ? message.url : '/notifications';
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

// A tap opens the item: in a Kiraya tab already open if there is one, else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
