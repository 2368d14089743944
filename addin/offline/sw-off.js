/**
 * The sw.js of development builds (npm start): a page on this address may still be under the service worker of an
 * earlier production build, which would go on serving that build's cached files instead of the edited ones. The
 * browser finds this different sw.js on its next visit and installs it; it empties Hakem's caches, unregisters
 * itself and reloads the open pages, which then come from the server.
 */
self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('hakem-')).map((k) => caches.delete(k))))
      .then(() => self.registration.unregister())
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((pages) => Promise.all(pages.map((p) => p.navigate(p.url)))),
  );
});
