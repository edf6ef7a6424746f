import { Diagnostics } from "../contract/diagnostics";
import { JSONValue } from "../contract/json";
import { ScreenState } from "../state/screen-state";

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
  /** Its timed refresh, while it is on top. */
  timer?: number;
}
