/**
 * Runs the shared lossy-decoding vectors (Tests/Conformance/lossy.json,
 * whose answers come from the Swift decoder; LossyConformanceTests holds
 * Swift to them) through the web client's renderers on a fake DOM: each
 * broken document must keep the same components, in the same order, and
 * report diagnostics at the same JSON paths. Run by Scripts/test-web-units.sh.
 */
import { readFileSync } from "fs";
import { drawnIDs } from "./render-harness";
import { Diagnostics } from "../src/contract/diagnostics";
import { JSONValue } from "../src/contract/json";

type Case = { name: string; document: JSONValue; kept: string[]; diagnosticPaths: string[] };
const cases = JSON.parse(readFileSync(process.argv[2] ?? "Tests/Conformance/lossy.json", "utf8")) as Case[];
const failures: string[] = [];

for (const vector of cases) {
  const diagnostics = new Diagnostics();
  let kept: string[];
  try {
    kept = drawnIDs(vector.document, diagnostics);
  } catch (error) {
    failures.push(`${vector.name}: the web client refused the whole document: ${error instanceof Error ? error.message : String(error)}`);
    continue;
  }
  const paths = [...new Set(diagnostics.items.map((item) => item.path))].sort();
  if (JSON.stringify(kept) !== JSON.stringify(vector.kept)) failures.push(`${vector.name}: kept ${JSON.stringify(kept)}, Swift keeps ${JSON.stringify(vector.kept)}`);
  if (JSON.stringify(paths) !== JSON.stringify(vector.diagnosticPaths)) {
    failures.push(`${vector.name}: diagnostics at ${JSON.stringify(paths)}, Swift's at ${JSON.stringify(vector.diagnosticPaths)}`);
  }
}

for (const failure of failures) console.log(failure);
if (failures.length > 0) process.exit(1);
console.log(`lossy decoding: ${cases.length} of ${cases.length} conformance vectors agree with Swift`);
