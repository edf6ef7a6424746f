/**
 * What the Service Worker knows of the release it belongs to, and how it
 * decides which requests it answers. No worker types here, so the unit tests
 * (Web/tests/worker.test.ts) run these rules under node.
 */

/**
 * The release the server writes in front of the worker's code at
 * `/app/sw.js` (`WebAppWorker` in the server): its version, which changes
 * with the shell (whose asset map names every file by its hash) and with the
 * worker's own code, so a new build installs a new worker; and what to keep.
 */
export interface Release {
  /** 16 hex digits: the cache's name ends with it. */
  readonly version: string;
  /** Where the shell is asked for (`/app/`); every other `/app/…` address answers the same page. */
  readonly shell: string;
  /** Every hashed file of the build, feature bundles included: `/app/assets/app.<hash>.js`, … */
  readonly assets: readonly string[];
}

/** The start of every cache this worker makes: a new release deletes the others that start so, and nothing else. */
export const cachePrefix = "sdui-app-";

export function cacheName(release: Release): string {
  return cachePrefix + release.version;
}

/** A cache made by an earlier (or later) release of this worker, which the active one deletes. */
export function isStaleCache(name: string, release: Release): boolean {
  return name.startsWith(cachePrefix) && name !== cacheName(release);
}

/**
 * How a request is answered:
 * - `shell`: a page of the app (a navigation under `/app/`): from the
 *   network, and the kept shell only when the network cannot be reached,
 *   so a new release shows at once while the server is there;
 * - `asset`: a hashed file: from the cache (its name changes with its bytes);
 * - `network`: everything else, untouched by the worker: the API's answers
 *   (screens, commands, the login), pictures, other origins, any method but
 *   GET. These are never kept here: screens have their own last good copies
 *   in IndexedDB (`Web/src/net/last-good-copies.ts`), and a command must
 *   reach the server or fail.
 */
export type Route = "shell" | "asset" | "network";

export function route(request: { readonly url: string; readonly method: string; readonly mode: string }, origin: string): Route {
  if (request.method !== "GET") return "network";
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return "network";
  }
  if (url.origin !== origin) return "network";
  if (url.pathname.startsWith("/app/assets/")) return "asset";
  if (request.mode !== "navigate") return "network";
  if (url.pathname === "/app/sw.js") return "network";
  return url.pathname === "/app" || url.pathname.startsWith("/app/") ? "shell" : "network";
}

/**
 * Whether a shell fetched for `release` is that release's page: it names
 * every one of the release's files. (A build made between the worker's
 * download and this fetch would name others; that worker is then not
 * installed, and the newer one is.)
 */
export function isShellOf(release: Release, page: string): boolean {
  return release.assets.every((url) => page.includes(url));
}

/** An answer fit to keep: a complete 200 from this origin, not redirected. */
export function isKeepable(response: { readonly status: number; readonly type: string; readonly redirected: boolean }): boolean {
  return response.status === 200 && response.type === "basic" && !response.redirected;
}
