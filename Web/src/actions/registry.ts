import { Diagnostic } from "../contract/diagnostics";
import { Fields } from "../contract/fields";
import { JSONValue } from "../contract/json";
import { ScreenState } from "../state/screen-state";
import { PrefetchedScreen } from "../navigation/prefetched";

/** Why an action did not do what it was asked: a sequence stops there, and the person is told. */
export class ActionFailure extends Error {}

/** What an action may do to the app: navigate, talk to the server, ask and tell the person. */
export interface ActionEnvironment {
  readonly state: ScreenState;
  /** The element that was activated: focus returns there, field messages are found from it. */
  readonly origin: HTMLElement;
  navigate(destination: string, presentation: "push" | "sheet" | "fullScreen", prefetched?: PrefetchedScreen): Promise<void>;
  back(): void;
  refresh(): Promise<void>;
  alert(title: string, message?: string): Promise<void>;
  /** A short message in the status line (a polite live region), for `seconds` (a toast's) or the line's own time. */
  status(message: string, seconds?: number): void;
  /** Asks for text, or for one of the options; null when the person cancels. */
  ask(prompt: string, input: { kind: "text"; placeholder?: string } | { kind: "choice"; options: { title: string; value: string }[] }): Promise<string | null>;
  /** Sends a request to the server (commands, submissions) and gives the answer's JSON. */
  send(url: string, method: string, body: JSONValue | undefined, headers: Record<string, string>): Promise<JSONValue | undefined>;
  /** Sends a command to an ordinary endpoint (a command's `answer`): its JSON, or undefined when it answered with no body. */
  sendPlain(url: string, method: string, body: JSONValue | undefined, headers: Record<string, string>): Promise<JSONValue | undefined>;
  /** Problems found while an action ran (a plain answer without a field it names): told to the observers, as Swift's `diagnosticsSeen`. */
  report(diagnostics: Diagnostic[]): void;
  /** Applies a `done` result's patch to the screen it was pressed on, or loads that screen again when it cannot (§6.1). */
  patch(patch: JSONValue): Promise<void>;
  /** Forgets the browser's last good copies, which may hold the person's own screens (after a logout). */
  forgetCopies(): Promise<void>;
  /** Starts, stops, pauses, resumes or resets the screen's timer `id` (§8.5); fails when the screen has none of that id. */
  timer?(command: "start" | "stop" | "pause" | "resume" | "reset", id: string): Promise<void>;
  /** Runs another action (a sequence's step, a result's navigation). */
  run(action: JSONValue, path: string): Promise<void>;
}

/** Runs one action type; the capability manifest is derived from the registrations. */
export interface ActionRunner {
  readonly type: string;
  readonly version?: number;
  run(fields: Fields, environment: ActionEnvironment): Promise<void>;
}

/** The action types this client runs, core and features alike. */
export class ActionRegistry {
  private readonly runners = new Map<string, ActionRunner>();
  /** The types whose runner is not here yet: a feature's, until its bundle is loaded. */
  private readonly deferred = new Set<string>();

  register(runner: ActionRunner): void {
    if (this.runners.has(runner.type) && !this.deferred.has(runner.type)) throw new Error(`action type '${runner.type}' is registered twice`);
    this.deferred.delete(runner.type);
    this.runners.set(runner.type, runner);
  }

  /**
   * An action type a feature brings, runnable before its bundle is loaded:
   * a screen is drawn without waiting for the bundles of the actions it
   * only might run, and running one waits for `load` (which registers the
   * real runner), then runs it, or fails saying why.
   */
  registerDeferred(type: string, load: () => Promise<void>, why: () => string | undefined): void {
    if (this.runners.has(type)) throw new Error(`action type '${type}' is registered twice`);
    this.deferred.add(type);
    this.runners.set(type, {
      type,
      run: async (fields, environment) => {
        await load();
        const runner = this.runners.get(type);
        if (!runner || this.deferred.has(type)) throw new ActionFailure(why() ?? `the runner of '${type}' did not arrive with its feature`);
        await runner.run(fields, environment);
      },
    });
  }

  runner(type: string): ActionRunner | undefined {
    return this.runners.get(type);
  }

  get entries(): string[] {
    return [...this.runners.values()].map((runner) => `a:${runner.type}@${runner.version ?? 1}`);
  }
}
