// skirmishgen's static roster builder, kept for use offline: every file of the site is
// cached when the site is first opened, and answered from the cache after that, so a
// phone that opened it once keeps working without a network. A new site (another
// version) replaces the old cache whole.
'use strict';

const VERSION = '{{ version }}';
const FILES = {{ files }};

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(VERSION);
    await cache.addAll(FILES.map((file) => new URL(file, self.registration.scope).href));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== VERSION) await caches.delete(name);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(VERSION);
    const page = url.pathname.endsWith('/') ? new URL('index.html', url).href : url.href;
    const folder = /\/[^/.]+$/.test(url.pathname) ? `${url.origin}${url.pathname}/index.html` : null;
    const kept = await cache.match(page, { ignoreSearch: true })
      || (folder && await cache.match(folder, { ignoreSearch: true }));
    return kept || fetch(event.request);
  })());
});
