/**
 * Runs the shared trigger vectors (Tests/Conformance/triggers.json, answers
 * from the Swift client's `TriggerEngine`; TriggerConformanceTests holds
 * Swift to them) through the web client's engine and `settleTriggers`, with
 * the screen resolved by its `ScreenExpressions` every round: the same state
 * at the end, the same actions run in the same order, the same diagnostics.
 * Run by Scripts/test-web-units.sh.
 */
import { readFileSync } from "fs";
import { isObject, JSONObject, JSONValue } from "../src/contract/json";
import { Diagnostics } from "../src/contract/diagnostics";
import { ScreenExpressions } from "../src/expressions/screen-expressions";
import { readTriggers, settleTriggers, TriggerEngine } from "../src/state/triggers";
import { canonical } from "./canonical-json";

type Step = { at: number; set: JSONObject };
type Case = { name: string; screen: JSONValue; steps: Step[]; state: JSONObject; ran: string[]; diagnostics: string[] };
const cases = JSON.parse(readFileSync(process.argv[2] ?? "Tests/Conformance/triggers.json", "utf8")) as Case[];
const failures: string[] = [];

async function play(vector: Case): Promise<{ state: JSONObject; ran: string[]; diagnostics: string[] }> {
  const initial = isObject(vector.screen) && isObject(vector.screen.initialState) ? vector.screen.initialState : {};
  const state = new Map<string, JSONValue>(Object.entries(initial));
  const expressions = new ScreenExpressions(vector.screen);
  const engine = new TriggerEngine();
  const ran: string[] = [];
  const diagnostics: string[] = [];
  let now = 0;
  const screen = {
    triggers: () => readTriggers(expressions.resolve(vector.screen, (name: string) => state.get(name), new Diagnostics())),
    read: (key: string) => state.get(key),
    now: () => now,
    current: () => true,
    run: async (firing: { id: string }, action: { json: JSONValue }) => {
      const type = isObject(action.json) && typeof action.json.type === "string" ? action.json.type : "?";
      ran.push(`${firing.id}:${type}`);
      if (type === "updateState" && isObject(action.json) && typeof action.json.key === "string") {
        const value = action.json.value;
        if (value === null || value === undefined) state.delete(action.json.key);
        else state.set(action.json.key, value);
      }
    },
    stopped: (diagnostic: { path: string; message: string }) => { diagnostics.push(`${diagnostic.path}: ${diagnostic.message}`); },
  };
  await settleTriggers(engine, screen);
  for (const step of vector.steps) {
    for (const [key, value] of Object.entries(step.set)) {
      if (value === null) state.delete(key);
      else state.set(key, value);
    }
    now = step.at;
    await settleTriggers(engine, screen);
  }
  return { state: Object.fromEntries(state), ran, diagnostics };
}

async function main(): Promise<void> {
  for (const vector of cases) {
    const got = await play(vector);
    if (canonical(got.state) !== canonical(vector.state)) failures.push(`${vector.name}: ends in ${canonical(got.state)}, Swift in ${canonical(vector.state)}`);
    if (JSON.stringify(got.ran) !== JSON.stringify(vector.ran)) failures.push(`${vector.name}: runs ${JSON.stringify(got.ran)}, Swift ${JSON.stringify(vector.ran)}`);
    if (JSON.stringify(got.diagnostics) !== JSON.stringify(vector.diagnostics)) failures.push(`${vector.name}: says ${JSON.stringify(got.diagnostics)}, Swift ${JSON.stringify(vector.diagnostics)}`);
  }
  for (const failure of failures) console.log(failure);
  if (failures.length > 0) process.exit(1);
  console.log(`triggers: ${cases.length} of ${cases.length} conformance vectors agree with Swift`);
}

void main();
