import { ActionRegistry } from "../actions/registry";
import { ComponentRegistry } from "../render/registry";

/**
 * A feature's web part: its own bundle (Content/web/features/NAME.js), loaded
 * only by a screen that uses one of its types, which then registers its
 * renderers and runners as the core's do (the web's `FeatureRegistry`).
 */
export interface FeatureModule {
  install(components: ComponentRegistry, actions: ActionRegistry): void;
}

/** What the core knows of a feature before loading it: its bundle and the types it brings (declared in the manifest). */
export interface FeatureEntry {
  readonly name: string;
  readonly components: readonly string[];
  readonly actions: readonly string[];
}

/** The features this web client offers: the one list the manifest, the loader and the build read. */
export const featureCatalog: readonly FeatureEntry[] = [
  { name: "scan", components: ["barcodeInput"], actions: ["scanBarcode"] },
  { name: "login", components: [], actions: ["login", "logout"] },
  { name: "player", components: ["miniPlayer"], actions: ["play", "playerControl"] },
];
