import { Diagnostics, Malformed } from "../contract/diagnostics";
import { Fields } from "../contract/fields";
import { child, isObject, JSONObject, JSONValue } from "../contract/json";
import { Page, readPage } from "../contract/page";
import { ActionRegistry } from "../actions/registry";
import { BoundAction, LoadedPages, RenderContext } from "../render/context";
import { RenderMemo, StateAccess } from "../render/render-memo";
import { morph } from "../render/morph";
import { ComponentRegistry, ComponentRenderer } from "../render/registry";
import { Theme } from "../render/theme";
import { ScreenState } from "../state/screen-state";
import { API } from "../net/api";
import { encodePath } from "../navigation/addresses";
import { startTrace } from "../tracing/trace-parent";

/** How deep components may nest before the rest is dropped: a hostile document cannot exhaust the stack. */
export const nestingLimit = 64;

/**
 * The render context of one screen: draws components lossily (an unknown
 * type takes its `fallback`, else is dropped; a malformed one too, each
 * with a diagnostic at its JSON path), resolves actions' fallbacks for
 * this client, and reaches the API for pages.
 */
export class ScreenContext implements RenderContext {
  private depth = 0;
  readonly state: StateAccess;

  constructor(
    readonly diagnostics: Diagnostics,
    state: ScreenState,
    private readonly components: ComponentRegistry,
    private readonly actions: ActionRegistry,
    private readonly api: API,
    private readonly theme: Theme,
    private readonly runAction: (action: BoundAction, origin: HTMLElement) => void,
    /** Loads the features a page's rows use before they are drawn. */
    private readonly prepare: (document: JSONValue) => Promise<void> = async () => {},
    /** The screen's loaded pages, by list. */
    private readonly pages: Map<string, LoadedPages> = new Map(),
    /** The last draw's elements, reused for components that did not change (a fresh memo reuses nothing). */
    private readonly memo: RenderMemo = new RenderMemo(),
  ) {
    this.state = memo.tracking(state);
  }

  loadedPages(key: string): LoadedPages {
    let found = this.pages.get(key);
    if (!found) {
      found = { pages: [] };
      this.pages.set(key, found);
    }
    return found;
  }

  component(value: JSONValue, path: string): HTMLElement | null {
    if (!isObject(value)) {
      this.diagnostics.add("invalidElement", path, "a component must be an object; dropped");
      return null;
    }
    if (typeof value.type !== "string") {
      this.diagnostics.add("invalidElement", child(path, "type"), "a component needs a type; dropped");
      return null;
    }
    if (value.visible === false) return null;
    if (this.depth >= nestingLimit) {
      this.diagnostics.add("invalidElement", path, `components nested deeper than ${nestingLimit}; dropped`);
      return null;
    }
    const renderer = this.components.renderer(value.type);
    if (!renderer) {
      if (value.fallback !== undefined && value.fallback !== null) {
        this.diagnostics.add("unknownType", path, `component type '${value.type}' is not one this client draws; its fallback is shown`);
        return this.fallback(value, path);
      }
      this.diagnostics.add("unknownType", path, `component type '${value.type}' is not one this client draws; dropped`);
      return null;
    }
    const kept = this.memo.reuse(value, path, this.state, this.diagnostics);
    if (kept) return kept;
    // Not a page's row: those paths ("pages[1].components[0]") repeat in every paged list of a screen.
    const drawnInto = renderer.morphable && !path.startsWith("pages[");
    const retexted = drawnInto ? this.memo.retext(value, path, this.state, this.diagnostics) : undefined;
    if (retexted) return retexted;
    return this.memo.record(value, path, this.diagnostics, () => {
      const before = drawnInto ? this.memo.lastAt(path) : undefined;
      const drawn = this.draw(renderer, value, path);
      // A changed row drawn into the element it had: the browser keeps its layout and redoes the text that changed.
      if (!before || !drawn || before.dataset.sduiType !== drawn.dataset.sduiType || !morph(before, drawn)) return drawn;
      this.memo.takeOver(before);
      return before;
    });
  }

  part(value: JSONObject, path: string, draw: () => HTMLElement | null): HTMLElement | null {
    return this.memo.reuse(value, path, this.state, this.diagnostics) ?? this.memo.record(value, path, this.diagnostics, draw);
  }

  /** Draws a component with its renderer; a malformed one takes its fallback or is dropped, with a diagnostic. */
  private draw(renderer: ComponentRenderer, value: JSONObject, path: string): HTMLElement | null {
    this.depth += 1;
    try {
      const drawn = renderer.render(new Fields(value, path, this.diagnostics), this);
      drawn.dataset.sduiId = typeof value.id === "string" ? value.id : path;
      drawn.dataset.sduiType = renderer.type;
      if (typeof value.accessibilityLabel === "string" && value.type !== "image" && value.type !== "textField") {
        drawn.setAttribute("aria-label", value.accessibilityLabel);
      }
      return drawn;
    } catch (error) {
      if (!(error instanceof Malformed)) throw error;
      if (value.fallback !== undefined && value.fallback !== null) {
        this.diagnostics.add("invalidElement", path, `${error.path}: ${error.reason}; its fallback is shown`);
        return this.fallback(value, path);
      }
      this.diagnostics.add("invalidElement", error.path, `${error.reason}; ${value.type} dropped`);
      return null;
    } finally {
      this.depth -= 1;
    }
  }

  /** A component's fallback, in its place and with its identity (the outer id, as the Swift client keeps it). */
  private fallback(value: JSONObject, path: string): HTMLElement | null {
    const drawn = this.component(value.fallback ?? null, child(path, "fallback"));
    if (drawn) drawn.dataset.sduiId = typeof value.id === "string" ? value.id : path;
    return drawn;
  }

  action(fields: Fields, key: string): BoundAction | undefined {
    const raw = fields.raw(key);
    if (raw === undefined) return undefined;
    let current: JSONValue = raw, path = fields.at(key);
    for (let hops = 0; hops < 16; hops += 1) {
      if (isObject(current) && typeof current.type === "string" && this.actions.runner(current.type)) {
        if (hops > 0) {
          const type = isObject(raw) && typeof raw.type === "string" ? raw.type : "?";
          this.diagnostics.add("unsupportedAction", fields.at(key), `action '${type}' cannot run in this client; its fallback runs instead`);
        }
        return { json: current, path };
      }
      if (!isObject(current) || current.fallback === undefined || current.fallback === null) break;
      current = current.fallback;
      path = child(path, "fallback");
    }
    const type = isObject(raw) && typeof raw.type === "string" ? raw.type : "?";
    this.diagnostics.add("unsupportedAction", fields.at(key), `action '${type}' cannot run in this client; kept, and says so when used`);
    return { json: raw, path: fields.at(key) };
  }

  run(action: BoundAction, origin: HTMLElement): void {
    this.runAction(action, origin);
  }

  resolveURL(url: string): string {
    return this.api.resolve(url);
  }

  async loadPage(link: { path: string; cursor: string }): Promise<Page> {
    // The next page, as the list nears the view or its button is pressed: a trace of its own ("next page").
    startTrace();
    const page = await this.api.get(`pages/${encodePath(link.path)}?cursor=${encodeURIComponent(link.cursor)}`);
    await this.prepare(page);
    return readPage(page, this.diagnostics);
  }

  color(value: string, path: string): string | undefined {
    const css = this.theme.color(value);
    if (css === undefined) this.diagnostics.add("invalidElement", path, `'${value}' is neither a role nor #RRGGBB; the default colour is used`);
    return css;
  }
}
