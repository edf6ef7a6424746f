import { BoundAction, RenderContext } from "./context";
import { el, Child } from "./dom";
import { screenHref } from "../navigation/addresses";

/**
 * Makes an element's content activatable by its action: a `navigate` becomes
 * a real link (its own address, so it opens in a new tab too), anything else
 * a button; a disabled element is dimmed and runs nothing.
 */
export function activatable(action: BoundAction | undefined, enabled: boolean, context: RenderContext,
                            className: string, children: Child[], label?: string): HTMLElement {
  if (!action || !enabled) {
    const box = el("div", { class: `${className}${enabled ? "" : " disabled"}`, "aria-disabled": enabled ? undefined : "true" }, ...children);
    return box;
  }
  const json = action.json as { type?: unknown; destination?: unknown; presentation?: unknown };
  const link = json.type === "navigate" && typeof json.destination === "string";
  const target = link
    ? el("a", { class: `${className} action`, href: screenHref(json.destination as string), "aria-label": label }, ...children)
    : el("button", { class: `${className} action`, type: "button", "aria-label": label }, ...children);
  target.addEventListener("click", (event) => {
    if (event instanceof MouseEvent && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) && link) return;
    event.preventDefault();
    context.run(action, target);
  });
  return target;
}
