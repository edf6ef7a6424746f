import { BoundAction, RenderContext } from "./context";
import { el, Child } from "./dom";
import { isObject, JSONValue } from "../contract/json";
import { screenHref } from "../navigation/addresses";
import { on } from "./handlers";

/**
 * Whether running `action` opens another place (a screen, a web page, back),
 * which is a link; anything else does something here, which is a button.
 * The terminal's rule (`ElementRole(running:)`), so both clients give an
 * element the same role (docs/web.md, "The same screen, the same meaning").
 */
export function opensAnotherPlace(action: JSONValue): boolean {
  if (!isObject(action)) return false;
  if (action.type === "navigate" || action.type === "openURL" || action.type === "back") return true;
  return action.type === "sequence" && Array.isArray(action.actions) && action.actions.some(opensAnotherPlace);
}

let partsNamed = 0;

/**
 * Names an activatable element by its title, as the terminal names it,
 * rather than by all of its text; the rest of its text (a row's addition,
 * subtitle, disclosure) describes it. A component's `accessibilityLabel`
 * still replaces the name (set on the drawn element afterwards).
 */
function nameBy(target: HTMLElement, name: string): void {
  target.setAttribute("aria-label", name);
  const described: string[] = [];
  describedParts(target, name, described);
  if (described.length > 0) target.setAttribute("aria-describedby", described.join(" "));
}

/** The text parts (spans and paragraphs holding only text) under `node` that describe it, outside anything hidden from assistive technology. */
function describedParts(node: Element, name: string, described: string[]): void {
  for (let part = node.firstElementChild; part; part = part.nextElementSibling) {
    if (part.getAttribute("aria-hidden") === "true") continue;
    const tag = part.tagName.toLowerCase();
    if ((tag !== "span" && tag !== "p") || part.firstElementChild !== null) {
      describedParts(part, name, described);
      continue;
    }
    const text = part.textContent ?? "";
    if (!text.trim() || text === name) continue;
    part.id ||= `sdui-part-${++partsNamed}`;
    described.push(part.id);
  }
}

/**
 * Makes an element's content activatable by its action: a `navigate` becomes
 * a real link (its own address, so it opens in a new tab too), anything else
 * a button (with the link role when it opens another place). A disabled
 * element is dimmed, takes no focus and runs nothing, and still says what it
 * is. `name`, when given, is what the element is called (its title).
 */
export function activatable(action: BoundAction | undefined, enabled: boolean, context: RenderContext,
                            className: string, children: Child[], name?: string): HTMLElement {
  if (!action) return el("div", { class: className }, ...children);
  const opens = opensAnotherPlace(action.json);
  if (!enabled) {
    const box = el("div", { class: `${className} disabled`, role: opens ? "link" : "button", "aria-disabled": "true" }, ...children);
    if (name !== undefined) nameBy(box, name);
    return box;
  }
  const json = action.json as { type?: unknown; destination?: unknown; presentation?: unknown };
  const link = json.type === "navigate" && typeof json.destination === "string";
  const target = link
    ? el("a", { class: `${className} action`, href: screenHref(json.destination as string) }, ...children)
    : el("button", { class: `${className} action`, type: "button", role: opens ? "link" : undefined }, ...children);
  if (name !== undefined) nameBy(target, name);
  on(target, "click", (event) => {
    if (event instanceof MouseEvent && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) && link) return;
    event.preventDefault();
    context.run(action, target);
  });
  return target;
}
