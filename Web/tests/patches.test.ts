/**
 * Runs the shared patch vectors (Tests/Conformance/patches.json, answers
 * from the Swift client's `ScreenDocument.applying`; PatchConformanceTests
 * holds Swift to them) through the web client's `applyPatch`, then draws the
 * result on a fake DOM: the same components in the same order, or refused
 * as a whole. Run by Scripts/test-web-units.sh.
 */
import { readFileSync } from "fs";
import { drawnIDs } from "./render-harness";
import { JSONValue } from "../src/contract/json";
import { applyPatch, PatchError, readPatch } from "../src/contract/patch";

type Case = { name: string; document: JSONValue; patch: JSONValue; kept: string[] | null; refused: boolean };
const cases = JSON.parse(readFileSync(process.argv[2] ?? "Tests/Conformance/patches.json", "utf8")) as Case[];
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
  const kept = drawnIDs(patched);
  if (JSON.stringify(kept) !== JSON.stringify(vector.kept)) failures.push(`${vector.name}: keeps ${JSON.stringify(kept)}, Swift ${JSON.stringify(vector.kept)}`);
}

for (const failure of failures) console.log(failure);
if (failures.length > 0) process.exit(1);
console.log(`patches: ${cases.length} of ${cases.length} conformance vectors agree with Swift`);
