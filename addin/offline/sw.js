/**
 * Hakem's service worker: the standalone page keeps working offline after its first visit.
 * webpack.config.js writes this file into the build as sw.js, with BUILD below replaced by the build's own list:
 * the files of the page (never the Excel taskpane, never anything the user makes) and a version that changes
 * whenever one of them does.
 *  - install: every listed file is fetched from the server (not the browser's HTTP cache) into the cache of this version;
 *  - activate: caches of other versions are dropped, and open pages are taken over (the first visit works offline
 *    without a second load);
 *  - fetch: a listed file comes from the cache (cache first: the page and its scripts always match one build); every
 *    other request (another origin, the user's own files, IndexedDB is not a request at all) goes on untouched.
 * A new release is fetched in the background on the next visit and used once every Hakem tab has been closed.
 */
const BUILD = /* build */ null;
const CACHE = `hakem-${BUILD.version}`;
/** Listed files by their address without ?query (the page reads ?lang=tr, ?empty). */
const LISTED = new Set(BUILD.files.map((f) => new URL(f, self.location).href));
const FOLDER = new URL('./', self.location).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(BUILD.files.map((f) => new Request(new URL(f, self.location), { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('hakem-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  const url = new URL(event.request.url);
  url.search = '';
  url.hash = '';
  // the folder's own address is its index.html, as static servers answer it
  const key = url.href === FOLDER ? new URL('index.html', FOLDER).href : url.href;
  if (!LISTED.has(key)) return;
  event.respondWith(caches.open(CACHE).then((cache) => cache.match(key)).then((hit) => hit || fetch(event.request)));
});
