import { el, replaceChildren } from "../../render/dom";
import { formatTime, PlayableTrack } from "./queue";
import { Playback } from "./playback";
import { word } from "./words";

/** The marks the terminal draws for a track that plays and one paused (`MiniPlayerLine`). */
export const playingMark = "▶";
export const pausedMark = "❚❚";

/** `1:23 / 5:44`: whole seconds played (never a second not reached) and the length. */
export function timeText(position: number, duration: number): string {
  return word("position", { played: formatTime(Math.min(Math.max(0, position), duration)), duration: formatTime(duration) });
}

/** `Title — Subtitle`, as text nodes (server strings are never markup). */
export function trackLabel(track: PlayableTrack): (string | HTMLElement)[] {
  const parts: (string | HTMLElement)[] = [el("span", { class: "title" }, track.title)];
  if (track.subtitle) parts.push(el("span", { class: "subtitle" }, ` — ${track.subtitle}`));
  return parts;
}

/** Styles set through the CSS object model (the page's policy allows it, unlike style attributes), so app.css and the first screen carry none of the player's. */
function style(element: HTMLElement, properties: Partial<Record<keyof CSSStyleDeclaration, string>>): HTMLElement {
  Object.assign(element.style, properties);
  return element;
}

/**
 * The mini player bar at the bottom of the page while something plays or is
 * paused (the terminal's now-playing bar, its keys as buttons, and its queue
 * view): outside the screens, so it stays across navigation; every control a
 * button with its name, reached with Tab and run with Enter or Space.
 */
export class MiniPlayerBar {
  readonly element: HTMLElement;
  private readonly mark = el("span", { "aria-hidden": "true" });
  private readonly label = el("span");
  private readonly time = el("span", { class: "disclosure", "data-player-time": "" });
  private readonly message = el("p", { role: "status", "aria-live": "polite" });
  private readonly toggle: HTMLButtonElement;
  private readonly queueButton: HTMLButtonElement;
  private readonly queuePanel = el("div", { id: "player-queue", hidden: "" });
  private queueShown = false;

  constructor(private readonly playback: Playback) {
    const button = (control: string, name: string, symbol: string, run: () => void) => {
      const made = el("button", { type: "button", class: "bar-button", "aria-label": name, title: name, "data-player-control": control }, symbol);
      style(made, { minWidth: "2.75rem", minHeight: "2.75rem" });
      made.addEventListener("click", run);
      return made;
    };
    this.toggle = button("toggle", word("pause"), pausedMark, () => void playback.togglePause());
    this.queueButton = button("queue", word("showQueue"), "☰", () => this.showQueue(!this.queueShown));
    this.queueButton.setAttribute("aria-controls", "player-queue");
    this.queueButton.setAttribute("aria-expanded", "false");
    const controls = el("div", { role: "group", "aria-label": word("player") },
      button("previous", word("previous"), "⏮", () => void playback.previous()),
      button("back", word("back10"), "−10", () => playback.seekBy(-10)),
      this.toggle,
      button("forward", word("forward10"), "+10", () => playback.seekBy(10)),
      button("next", word("next"), "⏭", () => void playback.next()),
      button("stop", word("stop"), "■", () => this.stopped()),
      this.queueButton);
    style(controls, { display: "flex", flexWrap: "wrap", gap: ".25rem", alignItems: "center" });
    const line = el("div", {}, this.mark, " ", this.label, " ", this.time);
    style(line, { display: "flex", gap: ".5rem", alignItems: "baseline" });
    style(this.label, { flex: "1", minWidth: "0", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", fontWeight: "600" });
    style(this.message, { margin: "0", color: "var(--secondary-text)" });
    style(this.queuePanel, { maxHeight: "40vh", overflowY: "auto", borderTop: "1px solid var(--line)", marginTop: ".25rem" });
    const inner = el("div", {}, line, controls, this.message, this.queuePanel);
    style(inner, { maxWidth: "44rem", margin: "0 auto" });
    this.element = el("section", { class: "mini-player-bar", "aria-label": word("player"), hidden: "" }, playback.audio, inner);
    style(this.element, {
      position: "fixed", left: "0", right: "0", bottom: "0", zIndex: "4", padding: ".5rem 1rem",
      background: "var(--surface)", color: "var(--text)", borderTop: "1px solid var(--line)", boxShadow: "0 -.25rem 1rem rgb(0 0 0 / .15)",
    });
    playback.subscribe((change) => change === "time" ? this.drawTime() : this.draw());
  }

  /** Stop hides the bar: the focus goes back to the page, and the status line says it stopped. */
  private stopped(): void {
    this.playback.stop();
    this.playback.say(word("stopped"));
  }

  private showQueue(shown: boolean): void {
    this.queueShown = shown;
    this.queueButton.setAttribute("aria-expanded", String(shown));
    this.draw();
  }

  private draw(): void {
    const playback = this.playback;
    const track = playback.queue.track;
    const shown = playback.status !== "stopped" && track !== undefined;
    this.element.hidden = !shown;
    if (!shown || track === undefined) {
      this.showQueueIfStopped();
      this.makeRoom();
      return;
    }
    const paused = playback.status === "paused";
    this.mark.textContent = paused ? pausedMark : playingMark;
    replaceChildren(this.label, ...trackLabel(track));
    this.toggle.textContent = paused ? playingMark : pausedMark;
    this.toggle.setAttribute("aria-label", paused ? word("play") : word("pause"));
    this.toggle.title = this.toggle.getAttribute("aria-label") ?? "";
    const message = playback.message ?? "";
    if (this.message.textContent !== message) this.message.textContent = message;
    this.drawTime();
    this.queuePanel.hidden = !this.queueShown;
    if (this.queueShown) this.drawQueue();
    this.makeRoom();
  }

  /** The page's last rows stay reachable above the bar, and the app's status line shows above it, not over its buttons. */
  private makeRoom(): void {
    const height = this.element.hidden ? 0 : this.element.offsetHeight;
    document.body.style.paddingBottom = height > 0 ? `${height}px` : "";
    const statusLine = document.querySelector<HTMLElement>(".status-line");
    if (statusLine) statusLine.style.bottom = height > 0 ? `calc(${height}px + 1rem)` : "";
  }

  /** With playback stopped the queue view closes, as the terminal's does. */
  private showQueueIfStopped(): void {
    if (!this.queueShown) return;
    this.queueShown = false;
    this.queueButton.setAttribute("aria-expanded", "false");
    this.queuePanel.hidden = true;
  }

  private drawTime(): void {
    const track = this.playback.queue.track;
    if (track === undefined || this.element.hidden) return;
    const duration = Number.isFinite(this.playback.audio.duration) ? this.playback.audio.duration : track.duration;
    this.time.textContent = timeText(this.playback.position, duration);
  }

  /**
   * The queue: every track, the current one marked (and `aria-current`),
   * each a button that plays it; the focus stays on the track it was on.
   */
  private drawQueue(): void {
    const { queue } = this.playback;
    const current = queue.index ?? 0;
    const focusedID = document.activeElement instanceof HTMLElement && this.queuePanel.contains(document.activeElement)
      ? document.activeElement.dataset.trackId : undefined;
    const position = queue.state === "loading"
      ? { current: (queue.expectedIndex ?? current) + 1, count: "…" }
      : { current: current + 1, count: queue.tracks.length };
    const heading = el("h2", {}, word("queueOf", position));
    style(heading, { fontSize: "1rem", margin: ".5rem 0" });
    const list = el("ol", {});
    style(list, { listStyle: "none", margin: "0", padding: "0" });
    let focus: HTMLElement | undefined;
    queue.tracks.forEach((track, index) => {
      const isCurrent = index === current;
      const mark = el("span", { "aria-hidden": "true" }, isCurrent ? (this.playback.status === "paused" ? pausedMark : playingMark) : "");
      style(mark, { width: "1.5rem", flex: "none" });
      const row = el("button", { type: "button", class: "row action", "data-track-id": track.id, "aria-current": isCurrent ? "true" : undefined },
        mark, el("span", { class: "row-text" }, ...trackLabel(track)), el("span", { class: "disclosure" }, formatTime(track.duration)));
      if (isCurrent) row.setAttribute("aria-label", `${track.title}${track.subtitle ? ` — ${track.subtitle}` : ""}, ${word("nowPlaying")}`);
      row.addEventListener("click", () => void this.playback.jump(index, track.id));
      if (track.id === focusedID) focus = row;
      list.appendChild(el("li", {}, row));
    });
    const note = queue.state === "loading" ? word("loadingQueue") : queue.state === "unavailable" ? word("queueUnavailable") : null;
    replaceChildren(this.queuePanel, heading, list, note ? el("p", { class: "subtitle" }, note) : null);
    focus?.focus();
  }
}
