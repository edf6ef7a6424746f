import { ActionRegistry } from "./actions/registry";
import { registerCoreActions } from "./actions/core-actions";
import { App } from "./app/app";
import { manifest } from "./contract/manifest";
import { API } from "./net/api";
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
  new App(root, new API(capabilities), components, actions).start();
}

main();
