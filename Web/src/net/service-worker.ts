/** Where the server serves the worker (not hashed, `no-cache`), and the addresses it serves. */
export const workerURL = "/app/sw.js";
export const workerScope = "/app/";

/**
 * Registers the Service Worker (`Web/worker/sw.ts`) that keeps the shell
 * and the hashed files, so a reload with the server down still opens the
 * app. Where the browser has none (or refuses it: a private window, an
 * insecure origin), the app works as before, only not after an offline
 * reload; that is said in the console, since no screen is at fault.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(workerURL, { scope: workerScope }).catch((error: unknown) => {
    console.warn(`The app's Service Worker (${workerURL}) was not registered, so a reload offline will not open the app:`,
      error instanceof Error ? error.message : String(error));
  });
}
