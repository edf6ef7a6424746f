import { ActionRegistry } from "./actions/registry";
import { registerCoreActions } from "./actions/core-actions";
import { App } from "./app/app";
import { manifest } from "./contract/manifest";
import { API } from "./net/api";
import { registerServiceWorker } from "./net/service-worker";
import { SessionObservers } from "./app/session-events";
import { AnalyticsObserver } from "./analytics/analytics-observer";
import { EventQueue } from "./analytics/event-queue";
import { Uploader } from "./analytics/uploader";
import { registerCoreComponents } from "./render/core-components";
import { ComponentRegistry } from "./render/registry";

/** Starts the web client in the shell's `<main id="app">`. */
function main(): void {
  const root = document.getElementById("app");
  if (!root) return;
  const components = new ComponentRegistry();
  const actions = new ActionRegistry();
  registerCoreComponents(components);
  registerCoreActions(actions);
  const capabilities = manifest(components, actions);
  // Said on the page too, so an author (or a test) sees what this client declares.
  document.documentElement.dataset.sduiCapabilities = capabilities;
  const api = new API(capabilities);
  const observers = new SessionObservers();
  // Analytics, as the terminal's feature, unless the browser asks not to be followed (Global Privacy Control).
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl !== true) {
    const queue = new EventQueue();
    const analytics = new AnalyticsObserver(queue, new Uploader(queue, api.resolve("analytics/events"), (url, init) => api.fetch(url, init)));
    observers.add((event) => analytics.observe(event));
  }
  new App(root, api, components, actions, observers).start();
  // After the first screen is asked for: the worker keeps the shell and the files for a reload offline.
  registerServiceWorker();
}

main();
