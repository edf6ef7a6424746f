import { isObject, JSONValue } from "../contract/json";

/**
 * A screen's timers (§8.5) as they read in its current state: the document
 * is resolved first, so `until` is the boolean its expression gave.
 */
export interface Timer {
  id: string;
  duration?: number;
  tick: number;
  key?: string;
  until?: JSONValue;
  autostart: boolean;
  onTick: JSONValue[];
  onEnd: JSONValue[];
  index: number;
}

export type Cause = "start" | "reset" | "tick" | "end";
export type Command = "start" | "stop" | "pause" | "resume" | "reset";
/** One timer's turn: the actions to run for it, with their JSON paths. */
export interface Firing {
  id: string;
  cause: Cause;
  actions: { json: JSONValue; path: string }[];
}

/** Swift's `ScreenTimer` bounds: the shortest tick, the default one, the longest duration, timers per screen, ticks without a duration. */
const minimumTick = 100, defaultTick = 1000, maximumDuration = 86400000, maximumPerScreen = 32, maximumTicks = 100000;

const integer = (value: unknown): value is number => Number.isInteger(value);

/**
 * The timers of a resolved screen, as the Swift client decodes them: one
 * without a non-empty `id` or with a field of the wrong type is left out; a
 * tick is kept within 100 ms to a day, a duration within 1 ms to a day;
 * after 32 timers the entries left are counted, not read.
 * Each problem is recorded at its JSON path.
 */
export function readTimers(resolved: JSONValue, problems: { path: string; message: string }[] = []): Timer[] {
  const list = isObject(resolved) ? resolved.timers : undefined;
  if (!Array.isArray(list)) return [];
  const timers: Timer[] = [];
  let index = 0;
  for (; index < list.length && timers.length < maximumPerScreen; index += 1) {
    const value = list[index];
    const path = `timers[${index}]`;
    const bad = (field: string, message: string): void => void problems.push({ path: `${path}.${field}`, message });
    if (!isObject(value) || typeof value.id !== "string" || value.id === "") {
      bad("id", "a timer needs a non-empty 'id'; dropped");
      continue;
    }
    const { id, duration, tick, key, until, autostart, onTick, onEnd } = value;
    // The first field of the wrong type, in the order Swift's decoder reads them.
    const wrong = ([["duration", integer], ["tick", integer], ["key", (field: unknown) => typeof field === "string"], ["autostart", (field: unknown) => typeof field === "boolean"],
      ["onTick", Array.isArray], ["onEnd", Array.isArray]] as const).find(([field, valid]) => value[field] != null && !valid(value[field]));
    if (wrong) {
      bad(wrong[0], `a timer's '${wrong[0]}' has the wrong type; dropped`);
      continue;
    }
    const length = integer(duration) ? Math.min(Math.max(duration, 1), maximumDuration) : undefined;
    if (length !== duration && duration != null) bad("duration", `timer '${id}': a duration is 1 to ${maximumDuration} ms, not ${duration}; using ${length}`);
    const asked = integer(tick) ? tick : defaultTick;
    const kept = Math.min(Math.max(asked, minimumTick), maximumDuration);
    if (kept !== asked) bad("tick", `timer '${id}': a tick is ${minimumTick} to ${maximumDuration} ms, not ${asked}; using ${kept}`);
    timers.push({
      id, tick: kept, autostart: autostart === true, onTick: Array.isArray(onTick) ? onTick : [], onEnd: Array.isArray(onEnd) ? onEnd : [], index,
      ...(length !== undefined ? { duration: length } : {}),
      ...(typeof key === "string" ? { key } : {}), ...(until != null ? { until } : {}),
    });
  }
  // The entries after the first 32 timers are counted, not read.
  if (index < list.length) problems.push({ path: "timers", message: `a screen runs at most ${maximumPerScreen} timers; the other ${list.length - index} are left out` });
  return timers;
}

/** What a timer's last tick still has to run, a round at a time (Swift's `TimerEngine.Pending`). */
type Pending = "tickActions" | "tickActionsThenEnd" | "end" | "until";
interface Run { phase: "idle" | "running" | "paused" | "ended"; elapsed: number; since?: number; ticks: number; pending?: Pending }

const progress = (run: Run, now: number): number => run.since === undefined ? run.elapsed : run.elapsed + Math.max(0, now - run.since);
const due = (timer: Timer, run: Run): number => Math.min((run.ticks + 1) * timer.tick, timer.duration ?? Infinity);
const unique = (timers: Timer[]): Timer[] => timers.filter((timer, index) => timers.findIndex((other) => other.id === timer.id) === index);

/**
 * When a screen's timers tick and end: Swift's `TimerEngine`, step for step
 * (the vectors of Tests/Conformance/timers.json hold both to it). The
 * caller says the time (`now`, in ms of its clock), runs the firings it
 * answers, in order, and asks `advance` again until it answers none;
 * `nextDeadline` says when to wake.
 */
export class TimerEngine {
  private runs = new Map<string, Run>();
  shown = true;

  /** A firing: the key's write when `value` is given (`as` its cause), else the timer's `onTick` or `onEnd`. */
  private firing(timer: Timer, cause: Cause, value?: number, as?: Cause): Firing {
    const list = cause === "end" ? "onEnd" : "onTick";
    const actions = value !== undefined
      ? (timer.key !== undefined ? [{ json: { type: "updateState", key: timer.key, value }, path: `timers[${timer.index}].key` }] : [])
      : timer[list].map((json, index) => ({ json, path: `timers[${timer.index}].${list}[${index}]` }));
    return { id: timer.id, cause: as ?? cause, actions };
  }

  /** The screen arrived (or again): timers never seen with `autostart` start; those it no longer has are forgotten. */
  arrive(timers: Timer[], now: number): Firing[] {
    for (const id of [...this.runs.keys()]) if (!timers.some((timer) => timer.id === id)) this.runs.delete(id);
    const firings: Firing[] = [];
    for (const timer of unique(timers)) {
      if (this.runs.has(timer.id)) continue;
      this.runs.set(timer.id, { phase: "idle", elapsed: 0, ticks: 0 });
      if (timer.autostart) firings.push(...this.perform("start", timer.id, timers, now) ?? []);
    }
    return firings;
  }

  /** Runs a timer action; undefined when the screen has no timer of that id. */
  perform(command: Command, id: string, timers: Timer[], now: number): Firing[] | undefined {
    const timer = unique(timers).find((candidate) => candidate.id === id);
    if (!timer) return undefined;
    const run: Run = this.runs.get(id) ?? { phase: "idle", elapsed: 0, ticks: 0 };
    const fresh = (phase: Run["phase"], elapsed = 0, ticks = 0, since?: number): Run => ({ phase, elapsed, ticks, ...(since !== undefined ? { since } : {}) });
    const at = this.shown ? now : undefined;
    let next = run;
    let firings: Firing[] = [];
    if (command === "start" && (run.phase === "idle" || run.phase === "ended")) {
      next = fresh("running", 0, 0, at);
      firings = [this.firing(timer, "start", timer.duration ?? 0)];
    } else if (command === "stop" && (run.phase === "running" || run.phase === "paused")) next = fresh("idle", progress(run, now), run.ticks);
    else if (command === "pause" && run.phase === "running") next = fresh("paused", progress(run, now), run.ticks);
    else if (command === "resume" && run.phase === "paused") next = { ...run, phase: "running", ...(at !== undefined ? { since: at } : {}) };
    else if (command === "reset") {
      const phase = run.phase === "ended" ? "idle" : run.phase;
      next = fresh(phase, 0, 0, phase === "running" ? at : undefined);
      firings = [this.firing(timer, "reset", timer.duration ?? 0)];
    }
    this.runs.set(id, next);
    return firings;
  }

  /** The screen was shown or hidden: running time counts only while it is shown. */
  setShown(shown: boolean, now: number): void {
    if (shown === this.shown) return;
    this.shown = shown;
    for (const [id, run] of this.runs) {
      if (run.phase !== "running") continue;
      const { since: _, ...rest } = { ...run, elapsed: progress(run, now) };
      this.runs.set(id, shown ? { ...rest, since: now } : rest);
    }
  }

  /**
   * What is due at `now`, one round: a running timer whose tick came ticks
   * once (writing its key); the rounds after run its `onTick`, then its
   * `onEnd` when its duration ran out, or a look at its `until`.
   */
  advance(timers: Timer[], now: number): Firing[] {
    const firings: Firing[] = [];
    for (const timer of unique(timers)) {
      const run = this.runs.get(timer.id);
      if (!run) continue;
      const pending = run.pending;
      delete run.pending;
      if (pending === "tickActions" || pending === "tickActionsThenEnd") {
        run.pending = pending === "tickActions" ? "until" : "end";
        if (timer.onTick.length > 0) firings.push(this.firing(timer, "tick"));
        continue;
      }
      if (pending === "end" || (pending === "until" && run.phase === "running" && timer.until === true)) {
        if (pending === "until") this.runs.set(timer.id, { phase: "ended", elapsed: progress(run, now), ticks: run.ticks });
        firings.push(this.firing(timer, "end"));
        continue;
      }
      const reached = progress(run, now);
      if (run.phase !== "running" || reached < due(timer, run)) continue;
      let ended: boolean, value: number;
      if (timer.duration !== undefined) {
        ended = reached >= timer.duration;
        run.ticks = Math.floor(reached / timer.tick);
        value = ended ? 0 : timer.duration - run.ticks * timer.tick;
      } else {
        run.ticks = Math.min(Math.floor(reached / timer.tick), maximumTicks);
        ended = run.ticks >= maximumTicks;
        value = run.ticks * timer.tick;
      }
      const next: Run = ended ? { phase: "ended", elapsed: reached, ticks: run.ticks } : run;
      next.pending = ended ? "tickActionsThenEnd" : "tickActions";
      this.runs.set(timer.id, next);
      firings.push(this.firing(timer, "start", value, "tick"));
    }
    return firings;
  }

  /** When a timer next has something due; undefined when none is running or the screen is hidden. */
  nextDeadline(timers: Timer[], now: number): number | undefined {
    let next: number | undefined;
    for (const timer of unique(timers)) {
      const run = this.runs.get(timer.id);
      if (!run || (run.pending === undefined && (run.phase !== "running" || run.since === undefined))) continue;
      const at = run.pending !== undefined ? now : now + Math.max(0, due(timer, run) - progress(run, now));
      next = next === undefined ? at : Math.min(next, at);
    }
    return next;
  }

  /** Where a timer is: `idle`, `running`, `paused` or `ended`. */
  phase(id: string): string | undefined {
    return this.runs.get(id)?.phase;
  }
}

/**
 * Runs everything due at `now`, round after round, each firing's actions
 * through `run` (the client's action machinery), while `current` says the
 * screen is the one shown. Shared by the app and the conformance test.
 */
export async function settleTimers(engine: TimerEngine, screen: {
  timers(): Timer[];
  now(): number;
  current(): boolean;
  run(firing: Firing, action: { json: JSONValue; path: string }): Promise<void>;
}, first?: Firing[]): Promise<void> {
  let firings = first ?? engine.advance(screen.timers(), screen.now());
  while (firings.length > 0) {
    for (const firing of firings) {
      for (const action of firing.actions) {
        if (!screen.current()) return;
        await screen.run(firing, action);
      }
    }
    firings = engine.advance(screen.timers(), screen.now());
  }
}
