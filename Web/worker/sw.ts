/**
 * The web client's Service Worker, served at `/app/sw.js` (scope `/app/`):
 * a reload with the server down, or the network gone, still opens the app.
 * It keeps the shell and every hashed file of its release (feature bundles
 * too) in one cache named for the release; the screens themselves keep
 * coming from the app's last good copies in IndexedDB, so a reload offline
 * shows a seen screen's copy marked offline, and the offline page for any
 * other. It never keeps an API answer, and it fetches what it keeps without
 * credentials (no cookie goes with them, none comes back into the cache).
 *
 * A new build changes the release (`sduiRelease`, written by the server in
 * front of this code), so the browser installs a new worker: it takes over
 * at once and deletes the old release's cache.
 */
import { cacheName, isKeepable, isShellOf, isStaleCache, Release, route } from "./release";

declare const self: ServiceWorkerGlobalScope;
/** Written by the server in front of this code (`WebAppWorker`). */
declare const sduiRelease: Release;

const release = sduiRelease;
const name = cacheName(release);

/** Why the release could not be kept: the install fails, and the worker before it (if any) stays. */
class PrecacheError extends Error {}

/** Fetches the shell and every file, all or nothing, and keeps them under the release's name. */
async function precache(): Promise<void> {
  const urls = [release.shell, ...release.assets];
  const answers = await Promise.all(urls.map(async (url) => {
    const response = await fetch(new Request(url, { credentials: "omit", cache: "no-cache" }));
    if (!isKeepable(response)) throw new PrecacheError(`${url} answered ${response.status} (${response.type}); the release ${release.version} is not kept`);
    return { url, response };
  }));
  const shell = answers[0];
  if (shell && !isShellOf(release, await shell.response.clone().text())) {
    throw new PrecacheError(`the shell at ${release.shell} is another release's than ${release.version}`);
  }
  const cache = await caches.open(name);
  await Promise.all(answers.map(({ url, response }) => cache.put(url, response)));
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    try {
      await precache();
    } catch (error) {
      await caches.delete(name);
      throw error;
    }
    // A new release takes over at once: the old one's files are gone from the server anyway.
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (isStaleCache(key, release)) await caches.delete(key);
    }
    // The page's request starts while the worker starts, not after: a navigation costs no worker start-up.
    await self.registration.navigationPreload?.enable();
    await self.clients.claim();
  })());
});

/**
 * A page of the app: the server's shell while it answers (the navigation
 * preload's answer when the browser made one), the kept one when the
 * server cannot be reached.
 */
async function shell(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = await (event.preloadResponse as Promise<Response | undefined>);
    return preloaded ?? await fetch(event.request);
  } catch (error) {
    const kept = await (await caches.open(name)).match(release.shell, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

/**
 * A hashed file: the kept copy; one of another release (not kept) from the
 * network. `ignoreVary`: the bytes are the same whatever coding carried them.
 */
async function asset(request: Request): Promise<Response> {
  const kept = await (await caches.open(name)).match(request.url, { ignoreVary: true });
  return kept ?? fetch(request);
}

self.addEventListener("fetch", (event) => {
  switch (route(event.request, self.location.origin)) {
    case "shell":
      event.respondWith(shell(event));
      return;
    case "asset":
      event.respondWith(asset(event.request));
      return;
    case "network":
      // Not answered here: the browser fetches it as if there were no worker.
      return;
  }
});
