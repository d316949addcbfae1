// Warpwise's service worker (README, "Offline and installable"). On the first visit it precaches the whole
// build (every view's bundle, the stylesheets, the page, the loader, the manifest and the icon), then answers
// those requests from the cache, and every navigation with the cached page, so any share link opens offline.
// The list below is written at build time by scripts/precache.mjs (a Trunk post_build hook): its version is a
// hash of the build, so a new build is a new worker with a new cache; the page offers the reload.
const PRECACHE = /* precache:start */ { version: 'unbuilt', files: [] } /* precache:end */;
const PREFIX = 'warpwise-';
const CACHE = PREFIX + PRECACHE.version;
const SCOPE = new URL(self.registration.scope);
const SHELL = new URL('./', SCOPE).href;
const CACHED = new Set(PRECACHE.files.map((file) => new URL(file.url, SCOPE).href));

self.addEventListener('install', (event) => {
  // `reload` skips the HTTP cache, and the integrity of each file pins it to this build: a list that cannot
  // be fetched whole fails the install, which the browser retries at the next visit.
  const requests = PRECACHE.files.map((file) => new Request(new URL(file.url, SCOPE), { cache: 'reload', integrity: file.integrity ?? '' }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

// The page's "Reload" button (assets/loader.js) lets a waiting worker take over.
self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.hash = '';
  let key = null;
  if (request.mode === 'navigate' && (url.pathname === SCOPE.pathname || url.pathname === `${SCOPE.pathname}index.html`)) {
    key = SHELL; // every view, whatever its query string
  } else if (url.search === '' && CACHED.has(url.href)) {
    key = url.href;
  }
  if (key === null) return; // not part of the build: the network as usual
  event.respondWith(caches.open(CACHE).then((cache) => cache.match(key)).then((hit) => hit ?? fetch(request)));
});
