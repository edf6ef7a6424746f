/**
 * Runs the shared patch vectors (Tests/Conformance/patches.json, answers
 * from the Swift client's `ScreenDocument.applying`; PatchConformanceTests
 * holds Swift to them) through the web client's `applyPatch`, then draws the
 * result on a fake DOM: the same components in the same order, or refused
 * as a whole. Run by Scripts/test-web-units.sh.
 */
import { readFileSync } from "fs";
import { installFakeDOM } from "./fake-dom";
import { Diagnostics } from "../src/contract/diagnostics";
import { JSONValue } from "../src/contract/json";
import { applyPatch, PatchError, readPatch } from "../src/contract/patch";
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
type Case = { name: string; document: JSONValue; patch: JSONValue; kept: string[] | null; refused: boolean };
const cases = JSON.parse(readFileSync(process.argv[2] ?? "Tests/Conformance/patches.json", "utf8")) as Case[];
const components = new ComponentRegistry();
const actions = new ActionRegistry();
registerCoreComponents(components);
registerCoreActions(actions);
const api = { resolve: (url: string) => url } as unknown as API;
const failures: string[] = [];

for (const vector of cases) {
  let patched: JSONValue | undefined;
  try {
    patched = applyPatch(vector.document, readPatch(vector.patch));
  } catch (error) {
    if (!(error instanceof PatchError)) throw error;
  }
  if ((patched === undefined) !== vector.refused) {
    failures.push(`${vector.name}: the web client ${patched === undefined ? "refuses" : "applies"} it, Swift ${vector.refused ? "refuses" : "applies"} it`);
    continue;
  }
  if (patched === undefined) continue;
  const context = new ScreenContext(new Diagnostics(), new ScreenState(), components, actions, api, new Theme(undefined, false), () => {});
  const root = drawScreen(patched, context).body as unknown as { descendants(): { dataset: Record<string, string> }[] };
  const kept = root.descendants().filter((element) => element.dataset.sduiType !== undefined).map((element) => element.dataset.sduiId ?? "");
  if (JSON.stringify(kept) !== JSON.stringify(vector.kept)) failures.push(`${vector.name}: keeps ${JSON.stringify(kept)}, Swift ${JSON.stringify(vector.kept)}`);
}

for (const failure of failures) console.log(failure);
if (failures.length > 0) process.exit(1);
console.log(`patches: ${cases.length} of ${cases.length} conformance vectors agree with Swift`);
