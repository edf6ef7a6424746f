import { Diagnostics } from "../contract/diagnostics";
import { isObject, JSONValue } from "../contract/json";
import { ActionEnvironment, ActionFailure, ActionRegistry } from "../actions/registry";
import { wasShown } from "../actions/command";
import { share } from "../actions/simple";
import { API, Loaded, LoadError } from "../net/api";
import { ScreenExpressions } from "../expressions/screen-expressions";
import { readTriggers, settleTriggers, TriggerEngine } from "../state/triggers";
import { Command, Firing, readTimers, settleTimers, TimerEngine } from "../state/timers";
import { expandTemplates } from "../templates/template-expansion";
import { readExactJSON } from "../expressions/exact-json";
import { StateInput } from "../expressions/state";
import { appRoot, encodePath, parseAddress, screenHref } from "../navigation/addresses";
import { PrefetchedScreen } from "../navigation/prefetched";
import { BoundAction } from "../render/context";
import { el, replaceChildren } from "../render/dom";
import { ComponentRegistry } from "../render/registry";
import { RenderMemo } from "../render/render-memo";
import { reconcileChildren } from "../render/reconcile";
import { drawScreen, ScreenChrome } from "../render/screen";
import { drawHeader } from "../render/components/header";
import { Fields } from "../contract/fields";
import { Theme } from "../render/theme";
import { ScreenState } from "../state/screen-state";
import { alertDialog, askDialog } from "../ui/dialogs";
import { debugPanel } from "../ui/debug-panel";
import { StatusLine } from "../ui/status-line";
import { text } from "../ui/strings";
import { Entry, Presentation } from "./entry";
import { FocusMemory } from "./focus-memory";
import { SessionObservers } from "./session-events";
import { applyPatch, PatchError, readPatch } from "../contract/patch";
import { FeatureLoader, loadBundle } from "../features/loader";
import { LiveStream } from "../net/live-stream";
import { LastGoodCopies } from "../net/last-good-copies";
import { ScreenContext } from "./screen-context";
import { WidgetPage } from "../widget/widget-page";
import { isUnauthorized, signInActions, SignInFlow } from "./sign-in";
import { currentTrace, startTrace } from "../tracing/trace-parent";

/** The shortest timed refresh a screen may ask for (§2 `refreshInterval`). */
const refreshFloorSeconds = 5;

/**
 * The web client: a stack of screens mirrored in the browser's history, so
 * each screen has its address and back and forward work; every screen is
 * loaded from the API and drawn with the registries' renderers.
 */
export class App {
  private readonly stack: Entry[] = [];
  private readonly status = new StatusLine();
  private readonly screens = el("div", { class: "screens" });
  private readonly dark = window.matchMedia("(prefers-color-scheme: dark)");

  private readonly features: FeatureLoader;
  /** Screen views of this page so far: each entry's impressions name theirs (§8.6). */
  private views = 0;
  /** Whether the next `popstate` is the app's own move (a `back` action, the return after a login): it joins the running action's trace. */
  private ownMove = false;
  /** The widget, while `/app/widget` is shown in place of the screens. */
  private widget: WidgetPage | undefined;
  private readonly copies = new LastGoodCopies();
  /** The 401 flow: the login screen, then back to the screen that asked, which loads again or runs its command again. */
  private readonly signIn = new SignInFlow({
    stack: this.stack,
    openLogin: (path) => { void this.push(path, "push", undefined, true); return this.top; },
    returnTo: (entry) => this.returnTo(entry),
    reload: (entry) => this.load(entry),
    rerun: (entry, action, origin) => this.runBound(entry, action, origin),
  });

  constructor(private readonly root: HTMLElement, private readonly api: API,
              private readonly components: ComponentRegistry, private readonly actions: ActionRegistry,
              private readonly observers: SessionObservers = new SessionObservers()) {
    this.features = new FeatureLoader(components, actions);
  }

  start(): void {
    // Opening the page (an address, a bookmark, a deep link) is the person's first action: its requests are one trace.
    startTrace();
    replaceChildren(this.root, this.screens, this.status.element);
    this.observers.emit({ kind: "sessionStarted" });
    void this.keepOfflinePage();
    window.addEventListener("popstate", (event) => void this.popped(event.state));
    document.addEventListener("visibilitychange", () => this.followTimers());
    this.dark.addEventListener("change", () => this.redrawAll());
    void this.open(window.location, 0);
  }

  /** The offline page, kept while the server is here, for when it is not. */
  private async keepOfflinePage(): Promise<void> {
    try {
      await this.copies.keep(await this.api.screen("offline"));
    } catch {
      // No server now: the copy kept earlier, if any, stays.
    }
  }

  /** Shows what the address asks for as the bottom of a new stack. */
  private async open(location: Location, index: number): Promise<void> {
    this.leaveWidget();
    const address = parseAddress(location);
    history.replaceState({ index, path: address.kind === "screen" ? address.path : undefined, presentation: "push" }, "");
    switch (address.kind) {
      case "screen":
        await this.push(address.path, "push", undefined, false);
        return;
      case "link":
        await this.followLink(address.url);
        return;
      case "widget":
        this.showWidget();
        return;
      case "unknown":
        this.showProblem(text("notFound"), address.path);
    }
  }

  /** The home-screen widget in place of the screens; its links open the app at what they link to. */
  private showWidget(): void {
    this.leaveWidget();
    const page = new WidgetPage(this.api, (diagnostics) =>
      new ScreenContext(diagnostics, new ScreenState(), this.components, this.actions, this.api, new Theme(undefined, this.dark.matches), () => {}));
    this.widget = page;
    replaceChildren(this.screens, page.element);
    page.start();
  }

  private leaveWidget(): void {
    if (!this.widget) return;
    this.widget.stop();
    this.widget.element.remove();
    this.widget = undefined;
  }

  /** A deep link goes through the server's deep-link route, with the clip's allow-list rules on the server. */
  private async followLink(url: string): Promise<void> {
    try {
      const opened = await this.api.deepLink(url);
      history.replaceState({ index: 0, path: encodePath(opened.path), presentation: "push" }, "", screenHref(opened.path));
      await this.push(encodePath(opened.path), "push", undefined, false, opened);
    } catch (error) {
      this.showProblem(error instanceof Error ? error.message : String(error), url);
    }
  }

  private showProblem(message: string, where: string): void {
    const retry = el("a", { href: appRoot, class: "button secondary" }, "SDUI");
    replaceChildren(this.screens, el("div", { class: "screen problem", role: "alert" }, el("h1", {}, text("screenFailed")), el("p", {}, message), el("p", {}, el("code", {}, where)), retry));
  }

  private get top(): Entry | undefined {
    return this.stack[this.stack.length - 1];
  }

  /** Puts a screen on the stack (and in the history when `record`), showing the prefetched part at once. */
  private async push(path: string, presentation: Presentation, prefetched: PrefetchedScreen | undefined, record: boolean,
                     loaded?: Loaded, trace?: string): Promise<void> {
    this.leaveWidget();
    const below = this.top;
    // A screen pushed from a sheet stays in front of it: it is shown as a sheet too.
    if (presentation === "push" && below?.presentation === "sheet") presentation = "sheet";
    if (below?.timer !== undefined) window.clearInterval(below.timer);
    below?.live?.stop();
    const element = presentation === "sheet" ? el("dialog", { class: "sheet" }) : el("div", { class: "screen-frame" });
    const entry: Entry = { path, presentation, element, state: new ScreenState(), diagnostics: new Diagnostics(), pages: new Map() };
    this.stack.push(entry);
    this.followTimers();
    if (record) history.pushState({ index: this.stack.length - 1, path, presentation }, "", screenHref(decodeURIComponentSafe(path)));
    if (presentation === "sheet") {
      document.body.appendChild(element);
      (element as HTMLDialogElement).showModal();
      element.addEventListener("cancel", (event) => { event.preventDefault(); history.back(); });
    } else {
      for (const other of this.stack.slice(0, -1)) if (other.presentation !== "sheet") other.element.hidden = true;
      this.screens.appendChild(element);
    }
    if (loaded !== undefined) {
      await this.accept(entry, loaded);
      return;
    }
    this.drawLoading(entry, prefetched);
    await this.load(entry, trace);
  }

  private drawLoading(entry: Entry, prefetched: PrefetchedScreen | undefined): void {
    const diagnostics = new Diagnostics();
    const context = this.context(entry, diagnostics);
    const header = prefetched?.header ? drawHeader(new Fields(prefetched.header, "prefetched.header", diagnostics), context, "h1") : null;
    const title = prefetched?.title ?? "";
    replaceChildren(entry.element, this.bar(entry, { title, menu: [] }),
      el("div", { class: "screen-body", "aria-busy": "true" }, header, el("p", { class: "loading" }, text("loading"))));
    document.title = title || "SDUI";
  }

  /**
   * Loads (or revalidates) the entry's screen and draws it; a failure keeps
   * what is shown and says why. `trace`: the action's that asked, else the current one.
   */
  private async load(entry: Entry, trace?: string): Promise<void> {
    try {
      const loaded = await this.api.screen(entry.path, trace);
      void this.copies.keep(loaded);
      entry.offline = false;
      if (this.stack.includes(entry)) await this.accept(entry, loaded);
    } catch (error) {
      if (!this.stack.includes(entry)) return;
      // The server cannot be reached: the last good copy, marked offline, or the offline page.
      if (error instanceof LoadError && error.status === undefined) {
        const copy = await this.copies.find(this.api.screenURL(entry.path)) ?? await this.copies.find(this.api.screenURL("offline"));
        if (copy && this.stack.includes(entry)) {
          entry.offline = true;
          if (entry.document === undefined || copy.url === this.api.screenURL(entry.path)) await this.accept(entry, copy);
          else this.draw(entry);
          return;
        }
      }
      // A screen that needs a login (401) opens the login screen above it, as the terminal's AuthenticationRoute does.
      if (error instanceof LoadError && error.status === 401 && entry === this.top) this.signIn.require({ kind: "reload", entry });
      const message = error instanceof Error ? error.message : String(error);
      if (entry.document === undefined) {
        const retry = el("button", { type: "button", class: "button secondary" }, text("retry"));
        retry.addEventListener("click", () => { startTrace(); void this.load(entry); });
        replaceChildren(entry.element, this.bar(entry, { title: text("screenFailed"), menu: [] }),
          el("div", { class: "screen-body", role: "alert" }, el("p", {}, message), retry));
      } else {
        this.status.show(message, true);
      }
    }
  }

  /**
   * Takes a loaded document: the first one's `initialState` starts the
   * screen's state; a later one sets each key whose initial value the server
   * changed (what it now says is true), and keeps what the person typed elsewhere.
   */
  private async accept(entry: Entry, loaded: Loaded): Promise<void> {
    // Templates first (f:templates@1): what they expand to may hold expressions and feature types.
    const expansion = expandTemplates(loaded.document);
    const document = expansion.value;
    await this.features.prepare(document);
    if (!this.stack.includes(entry)) return;
    const before = isObject(entry.document) && isObject(entry.document.initialState) ? entry.document.initialState : undefined;
    const initial = isObject(document) && isObject(document.initialState) ? document.initialState : {};
    entry.document = document;
    entry.templateProblems = expansion.diagnostics;
    entry.expressions = new ScreenExpressions(document);
    entry.exactInitial = exactInitialState(loaded.text);
    entry.tracksImpressions = loaded.text.includes("visibilityActions\"") || loaded.text.includes("disappearActions\"");
    entry.drawn = undefined;
    this.follow(entry, loaded);
    if (before === undefined && entry.state.keys().length === 0) {
      entry.state = new ScreenState(initial);
      entry.state.subscribe(() => this.stateChanged(entry));
    } else {
      for (const [key, value] of Object.entries(initial)) {
        if (JSON.stringify(before?.[key]) !== JSON.stringify(value)) entry.state.set(key, value);
      }
    }
    this.draw(entry);
    void this.runTriggers(entry);
    const timers = this.timersOf(entry);
    if (timers.length > 0 || entry.timers) void this.runTimers(entry, (entry.timers ??= new TimerEngine()).arrive(timers, performance.now()));
  }

  /** A live screen's stream: opened for the screen on top, naming the copy shown; a change revalidates the screen. */
  private follow(entry: Entry, loaded: Loaded): void {
    const live = isObject(loaded.document) && loaded.document.live === true;
    if (!live) {
      entry.live?.stop();
      entry.live = undefined;
      return;
    }
    if (!entry.live) {
      entry.live = new LiveStream(this.api.liveURL(entry.path), (url, init) => this.api.fetch(url, init), loaded.etag, () => void this.load(entry));
      if (entry === this.top) entry.live.start();
    }
    entry.live.shows(loaded.etag);
  }

  /** After a state change: the screen is resolved again (once for several changes in a row) and drawn when that changed anything. */
  private stateChanged(entry: Entry): void {
    void this.runTriggers(entry);
    if (entry.pendingRedraw) return;
    entry.pendingRedraw = true;
    queueMicrotask(() => {
      entry.pendingRedraw = false;
      if (this.stack.includes(entry)) this.draw(entry);
    });
  }

  /**
   * Runs the screen's triggers (§8.4) after it arrived or its state changed
   * from outside: each action through the same machinery as a button's; a
   * chain the engine stops is a diagnostic (drawn and reported), and one
   * that fails says so in the status line. A change an action makes starts
   * no chain of its own. Only the screen on top runs its triggers.
   */
  private async runTriggers(entry: Entry): Promise<void> {
    if (entry.document === undefined || !isObject(entry.document) || !Array.isArray(entry.document.triggers)) return;
    const environment = this.environment(entry, entry.element);
    await settleTriggers(entry.triggers ??= new TriggerEngine(), {
      triggers: () => {
        const resolved = entry.expressions ? entry.expressions.resolve(entry.document ?? null, this.lookup(entry), new Diagnostics()) : entry.document;
        return readTriggers(resolved ?? null);
      },
      read: (key) => entry.state.get(key),
      now: () => performance.now(),
      current: () => entry === this.top,
      run: async (_firing, action) => {
        try {
          await environment.run(action.json, action.path);
        } catch (error) {
          if (!wasShown(error)) this.status.show(`${text("failed")}: ${error instanceof Error ? error.message : String(error)}`, true);
        }
      },
      stopped: (diagnostic) => {
        entry.triggerProblem = diagnostic;
        entry.drawn = undefined;
        this.draw(entry);
        this.observers.emit({ kind: "diagnosticsSeen", path: decodeURIComponentSafe(entry.path), diagnostics: [{ kind: "stoppedTrigger", ...diagnostic }] });
      },
    });
  }

  /** The entry's timers (§8.5) as they read in its state now. */
  private timersOf(entry: Entry): ReturnType<typeof readTimers> {
    return readTimers((entry.expressions ? entry.expressions.resolve(entry.document ?? null, this.lookup(entry), new Diagnostics()) : entry.document) ?? null);
  }

  /** Only the top screen's timers count time, and only while the page is visible; a wake is set for the next thing due. */
  private followTimers(): void {
    const now = performance.now();
    const top = this.top;
    for (const entry of this.stack) {
      window.clearTimeout(entry.timerWake);
      entry.timers?.setShown(entry === top && document.visibilityState === "visible", now);
      entry.impressions?.setShown(entry === top && document.visibilityState === "visible");
    }
    const deadline = top?.timers && document.visibilityState === "visible" ? top.timers.nextDeadline(this.timersOf(top), now) : undefined;
    if (top && deadline !== undefined) top.timerWake = window.setTimeout(() => { startTrace(); void this.runTimers(top); }, deadline - now);
  }

  /** Runs `first` (a start's, an arrival's) and then whatever is due, each action as a button's would run; then sleeps again. */
  private async runTimers(entry: Entry, first?: Firing[]): Promise<void> {
    if (!entry.timers) return;
    const environment = this.environment(entry, entry.element);
    await settleTimers(entry.timers, {
      timers: () => this.timersOf(entry),
      now: () => performance.now(),
      current: () => entry === this.top,
      run: (_firing, action) => environment.run(action.json, action.path).catch((error: unknown) => {
        if (!wasShown(error)) this.status.show(`${text("failed")}: ${error instanceof Error ? error.message : String(error)}`, true);
      }),
    }, first);
    this.followTimers();
  }

  /**
   * Components' visibility actions (§8.6): the impressions bundle watches
   * what is drawn and runs each firing's actions as a button's would run.
   */
  private async watchImpressions(entry: Entry, resolved: JSONValue): Promise<void> {
    try {
      const module = await loadBundle("impressions") as typeof import("../features/impressions/index");
      if (!this.stack.includes(entry)) return;
      const environment = this.environment(entry, entry.element);
      entry.view ??= ++this.views;
      entry.impressions ??= module.watcher(async (firing, path) => {
        startTrace();
        const resolved = entry.drawn;
        if (firing.seen) {
          this.observers.emit({ kind: "impressionSeen", path: decodeURIComponentSafe(entry.path), screenView: entry.view ?? 0, elementID: firing.elementID,
            screenID: isObject(resolved) && typeof resolved.id === "string" ? resolved.id : "", ...(entry.analytics ? { analytics: entry.analytics } : {}) });
        }
        for (const action of firing.actions) {
          try {
            await environment.run(action, path);
          } catch (error) {
            if (!wasShown(error)) this.status.show(`${text("failed")}: ${error instanceof Error ? error.message : String(error)}`, true);
          }
        }
      });
      entry.impressions.watch(resolved, entry.element);
      this.followTimers();
    } catch (error) {
      entry.diagnostics.add("clientError", "", error instanceof Error ? error.message : String(error));
    }
  }

  /** How expressions read the entry's state: a key still holding its initial value reads it as written. */
  private lookup(entry: Entry): (name: string) => StateInput | undefined {
    const initial = isObject(entry.document) && isObject(entry.document.initialState) ? entry.document.initialState : {};
    return (name) => {
      const value = entry.state.get(name);
      return value !== undefined && value === initial[name] && entry.exactInitial && name in entry.exactInitial ? entry.exactInitial[name] : value;
    };
  }

  /** Draws the entry's document in its state, keeping focus and scroll where they were. */
  private draw(entry: Entry): void {
    if (entry.document === undefined) return;
    const diagnostics = new Diagnostics();
    for (const problem of entry.templateProblems ?? []) diagnostics.add("invalidElement", problem.path, problem.reason);
    for (const problem of entry.expressions?.problems ?? []) diagnostics.add("invalidExpression", problem.path, problem.message);
    for (const failure of this.features.failures) diagnostics.add("clientError", "", failure);
    if (entry.patchProblem) diagnostics.add("clientError", "patch", `a patch was not applied (${entry.patchProblem}); the screen was loaded again`);
    if (entry.triggerProblem) diagnostics.add("stoppedTrigger", entry.triggerProblem.path, entry.triggerProblem.message);
    const resolved = entry.expressions ? entry.expressions.resolve(entry.document, this.lookup(entry), diagnostics) : entry.document;
    if (resolved === entry.drawn) return;
    entry.drawn = resolved;
    const focus = FocusMemory.take();
    const scroll = window.scrollY;
    entry.diagnostics = diagnostics;
    const theme = new Theme(isObject(resolved) ? resolved.theme : undefined, this.dark.matches);
    const memo = (entry.memo ??= new RenderMemo());
    // Renderers depend on the registered types and the colour scheme beyond the JSON: a change of either draws everything.
    memo.begin(`${this.components.entries.length} ${this.dark.matches}`);
    const context = this.context(entry, entry.diagnostics, theme, memo);
    // The screen drawn last time is drawn into in place: what did not change stays as the browser laid it out.
    const before = entry.element.firstElementChild instanceof HTMLElement && entry.element.firstElementChild.classList.contains("screen")
      ? entry.element.firstElementChild : undefined;
    const bodyBefore = before?.querySelector<HTMLElement>(":scope > .screen-body") ?? undefined;
    let drawn: { body: HTMLElement; chrome: ScreenChrome };
    try {
      drawn = drawScreen(resolved, context, bodyBefore);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      replaceChildren(entry.element, this.bar(entry, { title: text("screenFailed"), menu: [] }), el("div", { class: "screen-body", role: "alert" }, el("p", {}, message)));
      return;
    }
    const offline = entry.offline ? el("p", { class: "offline-banner", role: "status" }, text("offline")) : null;
    const panel = debugPanel(entry.diagnostics);
    if (before?.querySelector<HTMLDetailsElement>(":scope > .debug-panel")?.open) panel.setAttribute("open", "");
    const screen = before ?? el("div");
    screen.className = `screen ${entry.presentation}`;
    reconcileChildren(screen, [this.bar(entry, drawn.chrome), offline, drawn.body, panel].filter((part): part is HTMLElement => part !== null));
    theme.apply(screen);
    screen.classList.toggle("dark", theme.dark);
    if (!before) replaceChildren(entry.element, screen);
    if (entry === this.top) {
      document.title = drawn.chrome.title || "SDUI";
      this.schedule(entry);
    }
    entry.analytics = isObject(resolved) && isObject(resolved.analytics) ? resolved.analytics : undefined;
    if (entry.tracksImpressions) void this.watchImpressions(entry, resolved);
    if (!entry.viewed && !entry.offline) {
      entry.viewed = true;
      const path = decodeURIComponentSafe(entry.path);
      const screenID = isObject(resolved) && typeof resolved.id === "string" ? resolved.id : "";
      this.observers.emit({ kind: "screenViewed", path, screenID, ...(entry.analytics ? { analytics: entry.analytics } : {}) });
      if (entry.diagnostics.items.length > 0) this.observers.emit({ kind: "diagnosticsSeen", path, diagnostics: entry.diagnostics.items });
    }
    focus.restore(entry.element);
    window.scrollTo(0, scroll);
  }

  private redrawAll(): void {
    for (const entry of this.stack) {
      entry.drawn = undefined;
      entry.memo = undefined;
      this.draw(entry);
    }
  }

  /** `refreshInterval`: revalidates the screen on top this often (at least every 5 s); a 304 costs no body. */
  private schedule(entry: Entry): void {
    if (entry.timer !== undefined) window.clearInterval(entry.timer);
    entry.timer = undefined;
    const seconds = isObject(entry.document) ? entry.document.refreshInterval : undefined;
    if (typeof seconds !== "number" || !Number.isInteger(seconds) || seconds <= 0) return;
    entry.timer = window.setInterval(() => {
      // While a live stream is connected it says when to revalidate.
      if (entry === this.top && document.visibilityState === "visible" && !entry.live?.connected) {
        startTrace();
        void this.load(entry);
      }
    }, Math.max(seconds, refreshFloorSeconds) * 1000);
  }

  private bar(entry: Entry, chrome: ScreenChrome): HTMLElement {
    const index = this.stack.indexOf(entry);
    const closes = entry.presentation !== "push";
    const back = index > 0
      ? el("button", { type: "button", class: "back", "aria-label": closes ? text("close") : text("back") }, closes ? "✕" : "‹")
      : null;
    back?.addEventListener("click", () => history.back());
    const actions = el("div", { class: "bar-actions" });
    if (chrome.share) {
      const shareButton = el("button", { type: "button", class: "bar-button" }, text("share"));
      const target = chrome.share;
      shareButton.addEventListener("click", () => void share(target.title, target.url, { status: (message) => this.status.show(message), alert: alertDialog }));
      actions.appendChild(shareButton);
    }
    if (chrome.menu.length > 0) {
      const menu = el("details", { class: "menu" }, el("summary", { class: "bar-button" }, text("menu")));
      const list = el("ul", { role: "menu" });
      for (const item of chrome.menu) {
        const button = el("button", { type: "button", role: "menuitem" }, item.title);
        button.addEventListener("click", () => { menu.open = false; item.run(button); });
        list.appendChild(el("li", { role: "none" }, button));
      }
      menu.appendChild(list);
      actions.appendChild(menu);
    }
    return el("nav", { class: "bar", "aria-label": chrome.title || "SDUI" }, back, el("span", { class: "bar-title" }, chrome.title), actions);
  }

  private context(entry: Entry, diagnostics: Diagnostics, theme = new Theme(undefined, this.dark.matches), memo?: RenderMemo): ScreenContext {
    return new ScreenContext(diagnostics, entry.state, this.components, this.actions, this.api, theme,
      // A click or key on an element: a trace of its own for the requests its action makes.
      (action, origin) => { startTrace(); void this.runBound(entry, action, origin); }, (document) => this.features.prepare(document), entry.pages, memo);
  }

  /** Runs an action the person activated; a failure is said in the status line, never thrown away. */
  private async runBound(entry: Entry, action: BoundAction, origin: HTMLElement): Promise<void> {
    const environment = this.environment(entry, origin);
    const type = isObject(action.json) && typeof action.json.type === "string" ? action.json.type : "?";
    const componentID = origin.closest<HTMLElement>("[data-sdui-id]")?.dataset.sduiId;
    const ran = { kind: "actionRan" as const, type, ...(componentID ? { componentID } : {}), ...(entry.analytics ? { analytics: entry.analytics } : {}) };
    try {
      await environment.run(action.json, action.path);
      this.observers.emit({ ...ran, outcome: "completed" });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.observers.emit({ ...ran, outcome: message === "cancelled" ? "cancelled" : "failed", message });
      if (wasShown(error)) return;
      this.status.show(`${text("failed")}: ${message}`, true);
    }
  }

  /**
   * What an action runs with. Its requests, and the screens it opens, name
   * the trace current when it began (`trace`), though another begins while
   * it waits for an answer (a timer, a stream's change, the next click).
   */
  private environment(entry: Entry, origin: HTMLElement, trace = currentTrace()): ActionEnvironment {
    const app = this;
    return {
      state: entry.state,
      origin,
      navigate: (destination, presentation, prefetched) => app.push(encodePath(destination), presentation, prefetched, true, undefined, trace),
      back: () => { app.ownMove = true; history.back(); },
      refresh: () => app.load(entry, trace),
      alert: alertDialog,
      status: (message, seconds) => app.status.show(message, false, seconds),
      ask: askDialog,
      send: (url, method, body, headers) => app.api.send(url, method, body, headers, trace),
      sendPlain: (url, method, body, headers) => app.api.plain(url, method, body, headers, trace),
      report: (diagnostics) => app.observers.emit({ kind: "diagnosticsSeen", path: decodeURIComponentSafe(entry.path), diagnostics }),
      patch: (value) => app.patch(entry, value, trace),
      timer: async (command: Command, id: string) => {
        const firings = entry.timers?.perform(command, id, app.timersOf(entry), performance.now());
        if (!firings) throw new ActionFailure(`this screen has no timer '${id}'`);
        await app.runTimers(entry, firings);
      },
      forgetCopies: async () => {
        await app.copies.clear();
        await app.keepOfflinePage();
      },
      async run(action: JSONValue, path: string) {
        const type = isObject(action) && typeof action.type === "string" ? action.type : undefined;
        const runner = type === undefined ? undefined : app.actions.runner(type);
        if (!runner || !isObject(action)) throw new ActionFailure(`${text("unsupported")} (${type ?? "?"} at ${path})`);
        try {
          await runner.run(new Fields(action, path, entry.diagnostics), this);
        } catch (error) {
          // A command refused for want of a login opens the login screen, and runs again once logged in.
          if (type === "command" && isUnauthorized(error)) app.signIn.require({ kind: "command", entry, action: { json: action, path }, origin });
          throw error;
        }
        if (type !== undefined && signInActions.has(type)) await app.signIn.resume();
      },
    };
  }

  /**
   * A `done` result's patch, applied to the document of the screen it was
   * made for, all or nothing; what it puts there then reads the state like
   * the rest. A patch for another screen, or one that does not fit, loads
   * the screen again (with a diagnostic saying why).
   */
  private async patch(entry: Entry, value: JSONValue, trace?: string): Promise<void> {
    try {
      const patch = readPatch(value);
      if (entry.document === undefined || encodePath(patch.screen) !== entry.path) {
        throw new PatchError(`the patch is for '${patch.screen}', not this screen`);
      }
      entry.document = applyPatch(entry.document, patch);
      entry.expressions = new ScreenExpressions(entry.document);
      for (const [key, state] of Object.entries(patch.state)) entry.state.set(key, state);
      entry.drawn = undefined;
      this.draw(entry);
    } catch (error) {
      if (!(error instanceof PatchError)) throw error;
      entry.patchProblem = error.message;
      await this.load(entry, trace);
    }
  }

  /** Back in the history to `entry`: the popstate handler (added first, at start) closes the screens above it. */
  private returnTo(entry: Entry): Promise<void> {
    const steps = this.stack.length - 1 - this.stack.indexOf(entry);
    if (!this.stack.includes(entry) || steps <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      window.addEventListener("popstate", () => resolve(), { once: true });
      this.ownMove = true;
      history.go(-steps);
    });
  }

  /** Back and forward: pops to an earlier entry, or opens the address again going forward. */
  private async popped(state: unknown): Promise<void> {
    // The browser's back and forward, the bar's back and Escape on a sheet are the person's: a trace of their own.
    if (!this.ownMove) startTrace();
    this.ownMove = false;
    const index = isObject(state as JSONValue) && typeof (state as { index?: unknown }).index === "number" ? (state as { index: number }).index : 0;
    if (index < this.stack.length - 1) {
      while (this.stack.length - 1 > index) this.pop();
      const top = this.top;
      if (top) {
        top.element.hidden = false;
        if (top.document !== undefined) {
          document.title = (isObject(top.document) && typeof top.document.title === "string" ? top.document.title : "") || "SDUI";
          this.schedule(top);
          top.live?.start();
        }
      }
      return;
    }
    const address = parseAddress(window.location);
    if (address.kind === "screen") {
      const presentation = (state as { presentation?: Presentation } | null)?.presentation ?? "push";
      await this.push(address.path, presentation, undefined, false);
    } else {
      while (this.stack.length > 0) this.pop();
      await this.open(window.location, index);
    }
  }

  private pop(): void {
    const entry = this.stack.pop();
    if (!entry) return;
    if (entry.timer !== undefined) window.clearInterval(entry.timer);
    window.clearTimeout(entry.timerWake);
    entry.live?.stop();
    entry.impressions?.stop();
    this.followTimers();
    if (entry.element instanceof HTMLDialogElement && entry.element.open) entry.element.close();
    entry.element.remove();
  }
}

/** The initial state as written, or nothing when the answer is not an object with one. */
function exactInitialState(text: string): Record<string, StateInput> | undefined {
  try {
    const exact = readExactJSON(text);
    const initial = exact !== null && typeof exact === "object" && !Array.isArray(exact) ? (exact as Record<string, StateInput>).initialState : undefined;
    return initial !== null && typeof initial === "object" && !Array.isArray(initial) ? initial as Record<string, StateInput> : undefined;
  } catch {
    return undefined;
  }
}

function decodeURIComponentSafe(path: string): string {
  try {
    return path.split("/").map(decodeURIComponent).join("/");
  } catch {
    return path;
  }
}
