import { isObject, JSONValue } from "../contract/json";

/**
 * A screen's triggers (§8.4) as they read in its current state: the
 * document is resolved first, so `when` is the boolean its expression gave
 * and the actions' `@{…}` values read as they do when the trigger fires.
 */
export interface Trigger {
  id: string;
  when?: JSONValue;
  keys?: string[];
  actions: JSONValue[];
}

/** One trigger's turn: its id and its actions, with their JSON paths. */
export interface Firing {
  id: string;
  actions: { json: JSONValue; path: string }[];
}

export interface StoppedTrigger {
  path: string;
  message: string;
}

export type Round = { kind: "fire"; firings: Firing[] } | { kind: "settled" } | { kind: "stopped"; diagnostic: StoppedTrigger };

/** Rounds of firings one change may cause (Swift's `TriggerEngine.maximumRounds`). */
export const maximumRounds = 10;
/** Firings a screen may run within any second (`TriggerEngine.firingsPerSecond`). */
export const firingsPerSecond = 100;
const windowMilliseconds = 1000;
/** Triggers a diagnostic names; the rest are counted (`TriggerEngine.namedInDiagnostic`). */
const namedInDiagnostic = 8;

/**
 * The triggers of a resolved screen, as the Swift client decodes them: one
 * without a non-empty `id`, an `actions` array, or either of `when` and
 * `keys` (a list of strings) is left out, with the reason.
 */
export function readTriggers(resolved: JSONValue, problems: StoppedTrigger[] = []): (Trigger & { index: number })[] {
  const list = isObject(resolved) ? resolved.triggers : undefined;
  if (!Array.isArray(list)) return [];
  const triggers: (Trigger & { index: number })[] = [];
  list.forEach((value, index) => {
    const path = `triggers[${index}]`;
    if (!isObject(value) || typeof value.id !== "string" || value.id === "" || !Array.isArray(value.actions)) {
      problems.push({ path, message: "a trigger needs a non-empty 'id' and an 'actions' array; dropped" });
      return;
    }
    const when = value.when ?? undefined;
    const keys = value.keys ?? undefined;
    const keysValid = keys === undefined || (Array.isArray(keys) && keys.every((key) => typeof key === "string"));
    if ((when === undefined && keys === undefined) || !keysValid) {
      problems.push({ path, message: "a trigger needs 'when', 'keys' (a list of state keys) or both; dropped" });
      return;
    }
    triggers.push({ id: value.id, ...(when !== undefined ? { when } : {}), ...(keys !== undefined ? { keys: keys as string[] } : {}), actions: value.actions, index });
  });
  return triggers;
}

/**
 * Decides which triggers fire as the state changes and stops a chain that
 * would not end: Swift's `TriggerEngine`, step for step (the conformance
 * vectors of Tests/Conformance/triggers.json hold both to it). A `when`
 * trigger fires as its condition turns true; a `keys` trigger when one of
 * its keys changes while its `when`, if any, is true (arrival only records them). A chain stops after
 * `maximumRounds` rounds that fired, or when a round would pass
 * `firingsPerSecond` firings in the last second of `now` (the caller's clock).
 */
export class TriggerEngine {
  private readonly conditions = new Map<string, boolean>();
  private readonly watched = new Map<string, string>();
  private rounds = 0;
  private chain: string[] = [];
  private chainSeen = new Set<string>();
  private recent: number[] = [];
  /** A chain is being run: a change its actions make starts none of its own. */
  running = false;

  /** A change from outside the triggers: the chain's depth starts again. */
  beginChain(): void {
    this.rounds = 0;
    this.chain = [];
    this.chainSeen = new Set();
  }

  /** Which triggers fire now, reading the state through `read`; an id's first trigger is the one that counts. */
  nextRound(triggers: (Trigger & { index?: number })[], read: (key: string) => JSONValue | undefined, now: number): Round {
    const firings: Firing[] = [];
    const seen = new Set<string>();
    for (const trigger of triggers) {
      if (seen.has(trigger.id)) continue;
      seen.add(trigger.id);
      const base = `triggers[${trigger.index ?? 0}].actions`;
      const firing = { id: trigger.id, actions: trigger.actions.map((json, index) => ({ json, path: `${base}[${index}]` })) };
      if (trigger.keys !== undefined) {
        const values = JSON.stringify(trigger.keys.map((key) => read(key) ?? null));
        const before = this.watched.get(trigger.id);
        this.watched.set(trigger.id, values);
        const guarded = trigger.when === undefined || trigger.when === true;
        if (before !== undefined && before !== values && guarded) firings.push(firing);
      } else {
        const holds = trigger.when === true;
        const held = this.conditions.get(trigger.id) ?? false;
        this.conditions.set(trigger.id, holds);
        if (holds && !held) firings.push(firing);
      }
    }
    if (firings.length === 0) return { kind: "settled" };
    this.rounds += 1;
    for (const fired of firings) {
      if (this.chainSeen.has(fired.id)) continue;
      this.chainSeen.add(fired.id);
      if (this.chain.length < namedInDiagnostic) this.chain.push(fired.id);
    }
    const more = this.chainSeen.size - this.chain.length;
    const named = this.chain.map((id) => `'${id}'`).join(", ") + (more > 0 ? ` and ${more} more` : "");
    if (this.rounds > maximumRounds) {
      return { kind: "stopped", diagnostic: { path: "triggers", message: `triggers kept firing one another for ${maximumRounds} rounds (${named}); stopped until the next change` } };
    }
    this.recent = this.recent.filter((at) => at > now - windowMilliseconds);
    if (this.recent.length + firings.length > firingsPerSecond) {
      return { kind: "stopped", diagnostic: { path: "triggers", message: `triggers fired more than ${firingsPerSecond} times within a second (${named}); stopped until the next change` } };
    }
    for (let index = 0; index < firings.length; index += 1) this.recent.push(now);
    return { kind: "fire", firings };
  }
}

/**
 * Runs a chain of triggers after the screen arrived or its state changed
 * from outside: round after round, each round's actions in order through
 * `run` (the client's action machinery), until nothing fires, the engine
 * stops the chain (`stopped` hears why), or `current` says the screen is no
 * longer the one shown. A failed action is the runner's to report; the
 * chain goes on. Shared by the app and the conformance test.
 */
export async function settleTriggers(
  engine: TriggerEngine,
  screen: {
    triggers(): (Trigger & { index: number })[];
    read(key: string): JSONValue | undefined;
    now(): number;
    current(): boolean;
    run(firing: Firing, action: { json: JSONValue; path: string }): Promise<void>;
    stopped(diagnostic: StoppedTrigger): void;
  },
): Promise<void> {
  if (engine.running) return;
  engine.running = true;
  engine.beginChain();
  try {
    while (screen.current()) {
      const triggers = screen.triggers();
      if (triggers.length === 0) return;
      const round = engine.nextRound(triggers, (key) => screen.read(key), screen.now());
      if (round.kind === "settled") return;
      if (round.kind === "stopped") {
        screen.stopped(round.diagnostic);
        return;
      }
      for (const firing of round.firings) {
        for (const action of firing.actions) {
          if (!screen.current()) return;
          await screen.run(firing, action);
        }
      }
    }
  } finally {
    engine.running = false;
  }
}
