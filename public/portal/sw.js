/*
 * The performer portal's service worker (decision 033), scoped to /portal/. It keeps the last
 * answers of two reads, her details and her bookings, so the next booking stays readable when the
 * phone is offline: the network first, the kept answer only when the network fails. It touches no
 * other request, keeps nothing else, and forgets both answers when the server says she is signed
 * out; the portal's Sign out empties the cache too (src/client/features/portal/api.ts).
 */
const CACHE = 'portal-answers';
const KEPT = new Set(['/api/portal/me', '/api/portal/bookings']);

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.search || !KEPT.has(url.pathname)) return;
  event.respondWith(networkFirst(request, url.pathname));
});

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  let answer;
  try {
    answer = await fetch(request);
  } catch (offline) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw offline;
  }
  if (answer.ok) await cache.put(key, answer.clone());
  else if (answer.status === 401 || answer.status === 403) await cache.delete(key);
  return answer;
}
