/**
 * Runs the shared impression vectors (Tests/Conformance/impressions.json,
 * answers from the Swift client's `ImpressionEngine`;
 * ImpressionConformanceTests holds Swift to them) through the web client's
 * `readTracked` and `ImpressionEngine`: the same actions fired at the same
 * instants, in the same order. Run by Scripts/test-web-units.sh.
 */
import { readFileSync } from "fs";
import { JSONValue } from "../src/contract/json";
import { ImpressionEngine, readTracked } from "../src/state/impressions";

type Step = { at: number; visible?: Record<string, number> };
type Case = { name: string; screen: JSONValue; steps: Step[]; fired: string[] };
const cases = JSON.parse(readFileSync(process.argv[2] ?? "Tests/Conformance/impressions.json", "utf8")) as Case[];
const failures: string[] = [];

for (const vector of cases) {
  const engine = new ImpressionEngine(readTracked(vector.screen));
  const fired: string[] = [];
  for (const step of vector.steps) {
    const firings = step.visible ? engine.report(new Map(Object.entries(step.visible)), step.at) : engine.advance(step.at);
    fired.push(...firings.map((firing) => `${step.at} ${firing.elementID}:${firing.id}`));
  }
  if (JSON.stringify(fired) !== JSON.stringify(vector.fired)) failures.push(`${vector.name}: fires ${JSON.stringify(fired)}, Swift ${JSON.stringify(vector.fired)}`);
}
for (const failure of failures) console.log(failure);
if (failures.length > 0) process.exit(1);
console.log(`impressions: ${cases.length} of ${cases.length} conformance vectors agree with Swift`);
