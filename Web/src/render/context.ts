import { Diagnostics } from "../contract/diagnostics";
import { Fields } from "../contract/fields";
import { JSONObject, JSONValue } from "../contract/json";
import { StateAccess } from "./render-memo";
import { Page, PageLink } from "../contract/page";

/** An action as an element holds it: its JSON and where it is, run when the element is activated. */
export interface BoundAction {
  readonly json: JSONValue;
  readonly path: string;
}

/** A list's pages loaded so far, and the link after the last. */
export interface LoadedPages {
  readonly pages: JSONValue[][];
  next?: PageLink;
}

/** What a component renderer may use: the screen's diagnostics, state and actions, and the renderers of its children. */
export interface RenderContext {
  readonly diagnostics: Diagnostics;
  /** The screen's state; what a renderer reads here decides whether its element can be reused by a redraw. */
  readonly state: StateAccess;
  /** Draws a child component (lossy: a malformed or unknown one is dropped with a diagnostic and gives null). */
  component(value: JSONValue, path: string): HTMLElement | null;
  /** Draws a part of the screen that is not a component (a section) with `draw`, or reuses what it drew last time for the same JSON. */
  part(value: JSONObject, path: string, draw: () => HTMLElement | null): HTMLElement | null;
  /** The action at `key`, with its fallbacks resolved for this client; undefined when absent. */
  action(fields: Fields, key: string): BoundAction | undefined;
  /** Runs an action for the element that holds it. */
  run(action: BoundAction, origin: HTMLElement): void;
  /** A URL from the document (a picture's, a command's) as this client reaches it. */
  resolveURL(url: string): string;
  /** Loads a page of a list that continues on the server (§8.3). */
  loadPage(link: PageLink): Promise<Page>;
  /** The rows loaded after a list's link (by the list's id and first cursor), kept across redraws; the list adds to it. */
  loadedPages(key: string): LoadedPages;
  /** A `color` field (a role or #RRGGBB) as CSS, kept readable on the screen's background; undefined leaves the default. */
  color(value: string, path: string): string | undefined;
}
