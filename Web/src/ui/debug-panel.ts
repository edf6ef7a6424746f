import { Diagnostics } from "../contract/diagnostics";
import { el } from "../render/dom";
import { text } from "./strings";

/** The screen's diagnostics, one line each (kind, JSON path, what happened), folded away under the screen. */
export function debugPanel(diagnostics: Diagnostics): HTMLElement {
  const count = diagnostics.items.length;
  const list = count === 0
    ? el("p", {}, text("noDiagnostics"))
    : el("ul", {}, ...diagnostics.items.map((item) => el("li", { "data-kind": item.kind },
        el("code", {}, item.kind), " ", el("code", {}, item.path || "$"), ": ", item.message)));
  return el("details", { class: "debug-panel" }, el("summary", {}, `${text("diagnostics")} (${count})`), list);
}
