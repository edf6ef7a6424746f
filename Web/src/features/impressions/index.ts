import { JSONValue } from "../../contract/json";
import { Firing, ImpressionEngine, readTracked } from "../../state/impressions";

/**
 * The web client's eyes for §8.6: an IntersectionObserver over each tracked
 * component's element (marked `data-sdui-id`), with thresholds at every
 * share a visibility action asks for and at 0, so the browser says when a
 * share is crossed, scrolled or resized. A screen not on top, under a
 * sheet, or a hidden page shows nothing. A wake is set for the next action
 * due, so an impression fires after its duration without a new frame.
 * Its own bundle, loaded only by a screen that carries visibility actions.
 */
export class ImpressionWatcher {
  private engine: ImpressionEngine | undefined;
  private observer: IntersectionObserver | undefined;
  private readonly shares = new Map<string, number>();
  private shown = true;
  private wake: number | undefined;

  constructor(private readonly run: (firing: Firing, path: string) => Promise<void>) {}

  /** After each draw: the screen as resolved and where it is drawn; the same view keeps its counts. */
  watch(screen: JSONValue, root: HTMLElement): void {
    const tracked = readTracked(screen);
    if (!this.engine) this.engine = new ImpressionEngine(tracked);
    else this.engine.tracked = tracked;
    const thresholds = [...new Set([0, ...tracked.flatMap((element) => element.visibility.map((action) => action.visiblePercentage / 100))])];
    this.observer?.disconnect();
    this.observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const id = (entry.target as HTMLElement).dataset.sduiId;
        if (id !== undefined) this.shares.set(id, entry.isIntersecting ? Math.round(entry.intersectionRatio * 1000) / 10 : 0);
      }
      this.report();
    }, { threshold: thresholds });
    for (const element of tracked) {
      const drawn = root.querySelector(`[data-sdui-id="${CSS.escape(element.elementID)}"]`);
      if (drawn) this.observer.observe(drawn);
    }
  }

  /** Whether the screen can be seen at all: on top, not under a sheet, the page visible. */
  setShown(shown: boolean): void {
    this.shown = shown;
    this.report();
  }

  stop(): void {
    this.setShown(false);
    this.observer?.disconnect();
    window.clearTimeout(this.wake);
  }

  private report(): void {
    if (!this.engine) return;
    this.fire(this.engine.report(this.shown ? this.shares : new Map(), performance.now()));
  }

  private fire(firings: Firing[]): void {
    const paths = new Map((this.engine?.tracked ?? []).map((element) => [element.elementID, element.path]));
    for (const firing of firings) void this.run(firing, `${paths.get(firing.elementID) ?? firing.elementID}.${firing.id}`);
    window.clearTimeout(this.wake);
    const due = this.engine?.nextDue();
    if (due !== undefined) this.wake = window.setTimeout(() => this.engine && this.fire(this.engine.advance(performance.now())), Math.max(due - performance.now(), 0));
  }
}

/** How the app makes one: the bundle's one export it reads. */
export function watcher(run: (firing: Firing, path: string) => Promise<void>): ImpressionWatcher {
  return new ImpressionWatcher(run);
}
