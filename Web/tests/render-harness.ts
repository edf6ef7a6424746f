/**
 * The web client's renderers with the core types, on the fake DOM, for the
 * conformance tests: draws a document and gives the drawn components' ids in
 * document order, and the diagnostics.
 */
import { installFakeDOM } from "./fake-dom";
import { Diagnostics } from "../src/contract/diagnostics";
import { JSONValue } from "../src/contract/json";
import { ActionRegistry } from "../src/actions/registry";
import { registerCoreActions } from "../src/actions/core-actions";
import { ScreenContext } from "../src/app/screen-context";
import { API } from "../src/net/api";
import { registerCoreComponents } from "../src/render/core-components";
import { ComponentRegistry } from "../src/render/registry";
import { drawScreen } from "../src/render/screen";
import { Theme } from "../src/render/theme";
import { ScreenState } from "../src/state/screen-state";

installFakeDOM();
/** The core's registries, as the app registers them, and an API that only resolves URLs (nothing is fetched). */
export const components = new ComponentRegistry();
export const actions = new ActionRegistry();
registerCoreComponents(components);
registerCoreActions(actions);
export const api = { resolve: (url: string) => url } as unknown as API;

/** The ids of the components drawn, in document order; throws when the whole document is refused. */
export function drawnIDs(document: JSONValue, diagnostics = new Diagnostics()): string[] {
  const context = new ScreenContext(diagnostics, new ScreenState(), components, actions, api, new Theme(undefined, false), () => {});
  const root = drawScreen(document, context).body as unknown as { descendants(): { dataset: Record<string, string> }[] };
  return root.descendants().filter((element) => element.dataset.sduiType !== undefined).map((element) => element.dataset.sduiId ?? "");
}
