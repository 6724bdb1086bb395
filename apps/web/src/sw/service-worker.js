/* global self, caches */
// Issue 10: the portal's service worker (built into /sw.js by vite-plugins.ts, which fills in the two
// placeholders). It keeps the app shell, index.html and the fingerprinted files under /assets/, so the
// portal starts from the home screen and opens quickly. It never answers for the API (/api/: signed-in
// data and tokens) or a client's page (/c/: another person's comparison); those always go to the
// network untouched, as does anything not named below.

const VERSION = '__SHELL_VERSION__';
const SHELL_FILES = ['__SHELL_FILES__'];
const CACHE = `portal-shell-${VERSION}`;
const SHELL_PAGE = '/';

/** The only requests this worker answers; everything else is not intercepted. */
function routeOf(url, request) {
  if (url.origin !== self.location.origin || request.method !== 'GET') return 'network';
  if (url.pathname.startsWith('/api/') || url.pathname === '/api') return 'network';
  if (url.pathname.startsWith('/c/') || url.pathname === '/c') return 'network';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (request.mode === 'navigate') return 'page';
  return 'network';
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Fingerprinted files never change: the cached copy, else the network's, kept for next time. */
async function asset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** A portal page: always the network's index.html (it names the current build); offline, the kept one. */
async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('content-type')?.startsWith('text/html'))
      await cache.put(SHELL_PAGE, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(SHELL_PAGE);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const route = routeOf(new URL(event.request.url), event.request);
  if (route === 'asset') event.respondWith(asset(event.request));
  else if (route === 'page') event.respondWith(page(event.request));
});
