import { el, replaceChildren } from "../../render/dom";
import { ComponentRenderer } from "../../render/registry";
import { pausedMark, playingMark, timeText, trackLabel } from "./bar";
import { Playback } from "./playback";
import { word } from "./words";

/** Marks the component's elements, so a change of playback finds every one on the page (a screen, a sheet). */
const marker = "data-mini-player";

/**
 * `miniPlayer`: where a screen puts the player (the terminal's
 * `MiniPlayerRenderer`). While something plays: its mark, title and time,
 * and a play-or-pause button; otherwise it says nothing plays. It follows
 * playback by itself, without the screen being drawn again.
 */
export function miniPlayerRenderer(playback: Playback): ComponentRenderer {
  return {
    type: "miniPlayer",
    render() {
      const element = el("div", { class: "row mini-player", [marker]: "" });
      fill(element, playback);
      return element;
    },
  };
}

/** Draws every `miniPlayer` on the page again after `change`; a change of position moves only its time. */
export function refreshMiniPlayers(playback: Playback, change: "state" | "time"): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${marker}]`)) {
    if (change === "state") {
      const hadFocus = element.contains(document.activeElement);
      fill(element, playback);
      if (hadFocus) element.querySelector("button")?.focus();
    } else {
      const time = element.querySelector("[data-player-time]");
      const track = playback.queue.track;
      if (time && track) time.textContent = timeText(playback.position, duration(playback, track.duration));
    }
  }
}

function duration(playback: Playback, fallback: number): number {
  return Number.isFinite(playback.audio.duration) ? playback.audio.duration : fallback;
}

function fill(element: HTMLElement, playback: Playback): void {
  const track = playback.queue.track;
  if (playback.status === "stopped" || track === undefined) {
    replaceChildren(element, el("span", { class: "subtitle" }, word("nothingPlaying")));
    return;
  }
  const paused = playback.status === "paused";
  const toggle = el("button", { type: "button", class: "bar-button", "aria-label": word("playPause"), "aria-pressed": paused ? "false" : "true" },
    paused ? playingMark : pausedMark);
  toggle.addEventListener("click", () => void playback.togglePause());
  replaceChildren(element, toggle,
    el("span", { class: "row-text" }, el("span", {}, el("span", { "aria-hidden": "true" }, `${paused ? pausedMark : playingMark} `), ...trackLabel(track))),
    el("span", { class: "disclosure", "data-player-time": "" }, timeText(playback.position, duration(playback, track.duration))));
}
