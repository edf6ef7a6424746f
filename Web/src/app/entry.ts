import { Diagnostics } from "../contract/diagnostics";
import { JSONObject, JSONValue } from "../contract/json";
import { ScreenState } from "../state/screen-state";
import { ScreenExpressions } from "../expressions/screen-expressions";
import { TemplateDiagnostic } from "../templates/template-log";
import { StateInput } from "../expressions/state";
import { LoadedPages } from "../render/context";
import { RenderMemo } from "../render/render-memo";
import { LiveStream } from "../net/live-stream";
import { StoppedTrigger, TriggerEngine } from "../state/triggers";
import { TimerEngine } from "../state/timers";
import type { ImpressionWatcher } from "../features/impressions/index";

export type Presentation = "push" | "sheet" | "fullScreen";

/** One screen on the navigation stack: where it came from, how it is shown, and what it holds now. */
export interface Entry {
  /** The screen path, percent-encoded as in its URL. */
  path: string;
  presentation: Presentation;
  /** The element the screen is drawn in (a `<dialog>` for a sheet). */
  element: HTMLElement;
  state: ScreenState;
  diagnostics: Diagnostics;
  document?: JSONValue;
  /** What expanding the document's templates left out, and why (shown before its other diagnostics, as in Swift). */
  templateProblems?: readonly TemplateDiagnostic[];
  /** The document's expressions, parsed once when it arrived. */
  expressions?: ScreenExpressions;
  /** The initial state's values as written (`2.0` stays a number), used while a key still holds its initial value. */
  exactInitial?: Record<string, StateInput>;
  /** The resolved document last drawn: the resolution keeps the same object when nothing changed, so such a state change draws nothing. */
  drawn?: JSONValue;
  /** The last draw's elements, reused by the next draw for the components that did not change. */
  memo?: RenderMemo;
  /** The pages loaded into its lists, by list id and first cursor: kept across redraws and revalidations. */
  pages: Map<string, LoadedPages>;
  /** It shows the browser's last good copy (or the offline page): the server could not be reached. */
  offline?: boolean;
  /** Its screen view was told to the observers (once per entry). */
  viewed?: boolean;
  /** The resolved document's `analytics`, for the events of what runs on it. */
  analytics?: JSONObject;
  /** Its live stream, for a screen that says `"live": true` (open while it is on top). */
  live?: LiveStream;
  /** Why the last patch was not applied, for the diagnostics. */
  patchProblem?: string;
  /** A redraw is queued for the state changes of this task. */
  pendingRedraw?: boolean;
  /** Its timed refresh, while it is on top. */
  timer?: number;
  /** What its triggers decided so far (§8.4), made when it first has some. */
  triggers?: TriggerEngine;
  /** Where its timers are (§8.5), made when it first has some, and the wake set for the next thing due. */
  timers?: TimerEngine;
  timerWake?: number;
  /** Its document carries visibility or disappear actions (§8.6): the impressions bundle watches it. */
  tracksImpressions?: boolean;
  /** That bundle's watcher, once loaded: one per entry, so one per screen view, numbered in the page's session. */
  impressions?: ImpressionWatcher;
  view?: number;
  /** Why its triggers were last stopped (a loop, the budget), for the diagnostics. */
  triggerProblem?: StoppedTrigger;
}
