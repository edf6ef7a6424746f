import { Diagnostics, Malformed } from "../contract/diagnostics";
import { isObject, JSONValue } from "../contract/json";
import { API } from "../net/api";
import { LiveStream } from "../net/live-stream";
import { RenderContext } from "../render/context";
import { el, replaceChildren } from "../render/dom";
import { debugPanel } from "../ui/debug-panel";
import { text } from "../ui/strings";
import { startTrace } from "../tracing/trace-parent";
import { readWidget } from "./widget-document";
import { drawWidget } from "./widget-view";

/** The last widget this browser showed, for when the server cannot be reached (a widget is small: a larger one is not kept). */
const copyKey = "sdui-widget";
const copyLimit = 64 * 1024;
/** `refreshInterval` as the contract bounds it: at least every 5 s, every 30 s when the widget does not say. */
const refreshFloorSeconds = 5;
const refreshDefaultSeconds = 30;

/**
 * The widget at `/app/widget`, as `sdui widget --watch` shows it: loaded
 * from the widget endpoint with the client's headers (a logged-in person's
 * parcels come with the session), revalidated every `refreshInterval`
 * seconds (a 304 costs no body) and at once when its live stream says it
 * changed; the last copy, marked offline, when the server cannot be
 * reached. Its diagnostics are under it, as under a screen.
 */
export class WidgetPage {
  readonly element = el("div", { class: "screen widget-page" });
  private live: LiveStream | undefined;
  private timer: number | undefined;
  private stopped = false;

  constructor(private readonly api: API, private readonly context: (diagnostics: Diagnostics) => RenderContext) {}

  start(): void {
    document.title = text("widget");
    void this.load();
  }

  stop(): void {
    this.stopped = true;
    this.live?.stop();
    if (this.timer !== undefined) window.clearInterval(this.timer);
  }

  private async load(): Promise<void> {
    let loaded: { document: JSONValue; etag?: string };
    let offline = false;
    try {
      loaded = await this.api.widget();
      try {
        const copy = JSON.stringify(loaded.document);
        if (copy.length <= copyLimit) localStorage.setItem(copyKey, copy);
      } catch {
        // Storage full or refused: the widget is still shown, only not kept.
      }
    } catch (error) {
      const kept = localStorage.getItem(copyKey);
      if (kept === null) {
        this.show(el("p", { class: "widget-message error", role: "alert" }, `${text("widgetFailed")}: ${error instanceof Error ? error.message : String(error)}`));
        return;
      }
      loaded = { document: JSON.parse(kept) as JSONValue };
      offline = true;
    }
    if (this.stopped) return;
    this.draw(loaded.document, offline);
    this.follow(loaded.document, loaded.etag, offline);
  }

  private draw(document: JSONValue, offline: boolean): void {
    const diagnostics = new Diagnostics();
    try {
      const widget = readWidget(document, diagnostics);
      const drawn = drawWidget(widget, offline, this.context(diagnostics));
      if (widget.name) window.document.title = widget.name;
      this.show(drawn, debugPanel(diagnostics));
    } catch (error) {
      if (!(error instanceof Malformed)) throw error;
      this.show(el("p", { class: "widget-message error", role: "alert" }, `${text("widgetUnreadable")}: ${error.path || "$"}: ${error.reason}`));
    }
  }

  private show(...parts: HTMLElement[]): void {
    replaceChildren(this.element, ...parts);
  }

  /** The timed revalidation and the live stream, once the widget says how often. */
  private follow(document: JSONValue, etag: string | undefined, offline: boolean): void {
    const asked = isObject(document) ? document.refreshInterval : undefined;
    const seconds = typeof asked === "number" && Number.isFinite(asked) && asked > 0 ? Math.max(asked, refreshFloorSeconds) : refreshDefaultSeconds;
    if (this.timer !== undefined) window.clearInterval(this.timer);
    this.timer = window.setInterval(() => {
      if (window.document.visibilityState === "visible" && !this.live?.connected) {
        startTrace();
        void this.load();
      }
    }, seconds * 1000);
    if (offline) return;
    if (!this.live) {
      this.live = new LiveStream(this.api.widgetLiveURL(), (url, init) => this.api.fetch(url, init), etag, () => void this.load());
      this.live.start();
    }
    this.live.shows(etag);
  }
}
