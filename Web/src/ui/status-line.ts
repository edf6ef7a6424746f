import { el } from "../render/dom";

/** The status line: short messages read out by screen readers (a live region), each shown for a while. */
export class StatusLine {
  readonly element = el("div", { class: "status-line", role: "status", "aria-live": "polite" });
  private timer: number | undefined;

  show(message: string, error = false): void {
    this.element.textContent = message;
    this.element.classList.toggle("error", error);
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => { this.element.textContent = ""; }, 6000);
  }
}
