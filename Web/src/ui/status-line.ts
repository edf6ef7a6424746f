import { el } from "../render/dom";

/**
 * The status line: short messages read out by screen readers (a polite
 * live region: said when the reader is idle, and the focus never moves
 * there), each shown for a while. A toast (`showToast`, a `done` result's
 * `toast`) says how long; anything else stays 6 s. A newer message
 * replaces the one showing and starts its own time.
 */
export class StatusLine {
  static readonly defaultSeconds = 6;
  readonly element = el("div", { class: "status-line", role: "status", "aria-live": "polite" });
  private timer: number | undefined;

  show(message: string, error = false, seconds: number = StatusLine.defaultSeconds): void {
    this.element.textContent = message;
    this.element.classList.toggle("error", error);
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => { this.element.textContent = ""; }, seconds * 1000);
  }
}
