/**
 * Runs the shared timer vectors (Tests/Conformance/timers.json, answers from
 * the Swift client's `TimerEngine`; TimerConformanceTests holds Swift to
 * them) through the web client's engine and `settleTimers`, on a fake clock
 * that wakes at every deadline on the way to a step (a `late` step jumps),
 * with the screen resolved by its `ScreenExpressions` every round: the same
 * state, the same actions in the same order, the same phases and the same
 * diagnostics' paths. Run by Scripts/test-web-units.sh.
 */
import { readFileSync } from "fs";
import { isObject, JSONObject, JSONValue } from "../src/contract/json";
import { Diagnostics } from "../src/contract/diagnostics";
import { ScreenExpressions } from "../src/expressions/screen-expressions";
import { Command, Firing, readTimers, settleTimers, TimerEngine } from "../src/state/timers";
import { canonical } from "./canonical-json";

type Step = { at?: number; late?: boolean; shown?: boolean; set?: JSONObject; do?: Command; id?: string };
type Case = { name: string; screen: JSONValue; steps: Step[]; state: JSONObject; ran: string[]; phases: Record<string, string | null>; diagnostics: string[] };
const cases = JSON.parse(readFileSync(process.argv[2] ?? "Tests/Conformance/timers.json", "utf8")) as Case[];
const failures: string[] = [];

async function play(vector: Case): Promise<{ state: JSONObject; ran: string[]; phases: Record<string, string | null>; diagnostics: string[] }> {
  const initial = isObject(vector.screen) && isObject(vector.screen.initialState) ? vector.screen.initialState : {};
  const state = new Map<string, JSONValue>(Object.entries(initial));
  const expressions = new ScreenExpressions(vector.screen);
  const engine = new TimerEngine();
  const ran: string[] = [];
  let now = 0;
  const timers = () => readTimers(expressions.resolve(vector.screen, (name: string) => state.get(name), new Diagnostics()));
  const screen = {
    timers,
    now: () => now,
    current: () => true,
    run: async (firing: Firing, action: { json: JSONValue }) => {
      const json = action.json;
      const type = isObject(json) && typeof json.type === "string" ? json.type : "?";
      ran.push(`${firing.id}:${firing.cause}:${type}`);
      if (!isObject(json)) return;
      if (type === "updateState" && typeof json.key === "string") {
        if (json.value === null || json.value === undefined) state.delete(json.key);
        else state.set(json.key, json.value);
      } else if (type.endsWith("Timer") && typeof json.id === "string") {
        await runAll(engine.perform(type.slice(0, -5) as Command, json.id, timers(), now) ?? []);
      }
    },
  };
  /** A timer action's own firings, run at once (as Swift's runner and the app do), nothing else advanced. */
  const runAll = async (firings: Firing[]) => {
    for (const firing of firings) for (const action of firing.actions) await screen.run(firing, action);
  };
  await runAll(engine.arrive(timers(), 0));
  for (const step of vector.steps) {
    const at = step.at ?? now;
    if (step.late !== true) {
      for (let deadline = engine.nextDeadline(timers(), now); deadline !== undefined && deadline <= at; deadline = engine.nextDeadline(timers(), now)) {
        now = deadline;
        await settleTimers(engine, screen);
      }
    }
    now = Math.max(now, at);
    await settleTimers(engine, screen);
    if (step.shown !== undefined) engine.setShown(step.shown, now);
    for (const [key, value] of Object.entries(step.set ?? {})) {
      if (value === null) state.delete(key);
      else state.set(key, value);
    }
    if (step.do !== undefined && step.id !== undefined) await runAll(engine.perform(step.do, step.id, timers(), now) ?? []);
    await settleTimers(engine, screen);
  }
  const problems: { path: string; message: string }[] = [];
  readTimers(vector.screen, problems);
  const ids = isObject(vector.screen) && Array.isArray(vector.screen.timers) ? vector.screen.timers.flatMap((timer) => isObject(timer) && typeof timer.id === "string" ? [timer.id] : []) : [];
  const phases: Record<string, string | null> = {};
  for (const id of ids) phases[id] = engine.phase(id) ?? null;
  return { state: Object.fromEntries(state), ran, phases, diagnostics: problems.map((problem) => problem.path) };
}

async function main(): Promise<void> {
  for (const vector of cases) {
    const got = await play(vector);
    if (canonical(got.state) !== canonical(vector.state)) failures.push(`${vector.name}: ends in ${canonical(got.state)}, Swift in ${canonical(vector.state)}`);
    if (JSON.stringify(got.ran) !== JSON.stringify(vector.ran)) failures.push(`${vector.name}: runs ${JSON.stringify(got.ran)}, Swift ${JSON.stringify(vector.ran)}`);
    if (canonical(got.phases) !== canonical(vector.phases)) failures.push(`${vector.name}: phases ${canonical(got.phases)}, Swift ${canonical(vector.phases)}`);
    if (JSON.stringify(got.diagnostics) !== JSON.stringify(vector.diagnostics)) failures.push(`${vector.name}: says ${JSON.stringify(got.diagnostics)}, Swift ${JSON.stringify(vector.diagnostics)}`);
  }
  for (const failure of failures) console.log(failure);
  if (failures.length > 0) process.exit(1);
  console.log(`timers: ${cases.length} of ${cases.length} conformance vectors agree with Swift`);
}

void main();
