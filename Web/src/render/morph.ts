import { takeHandlers } from "./handlers";

/** Elements whose own state a copy of attributes would not carry over, or whose loading would start again. */
const keptAsTheyAre = new Set(["INPUT", "SELECT", "TEXTAREA", "AUDIO", "VIDEO", "CANVAS", "IFRAME", "DIALOG", "DETAILS"]);
/** Attributes that name other elements by id: kept pointing at the old elements, which keep their ids. */
const idReferences = new Set(["aria-describedby", "aria-labelledby", "aria-controls", "aria-owns", "for"]);

/**
 * Makes `old` show what `fresh` shows, when both have the same shape (the
 * same elements in the same places): its attributes, its texts and, through
 * `on`, its handlers are copied into `old`, which stays where it is, so the
 * browser redoes only the text that changed rather than laying out a new
 * element. Ids stay the old ones (and references to them follow), so a
 * redraw does not rename every part. Gives false, changing nothing, when
 * the shapes differ or an element holds state of its own (an input, a
 * picture with another source): the caller then puts `fresh` in place.
 * Only for renderers whose elements listen through `on`
 * (`ComponentRenderer.morphable`).
 */
export function morph(old: Element, fresh: Element): boolean {
  const ids = new Map<string, string>();
  if (!sameShape(old, fresh, ids)) return false;
  copy(old, fresh, ids);
  return true;
}

/** Whether both have the same shape; collects which old id each fresh id stands for. */
function sameShape(old: Node, fresh: Node, ids: Map<string, string>): boolean {
  if (old.nodeType !== fresh.nodeType) return false;
  if (old.nodeType !== 1) return old.nodeType === 3;
  const a = old as Element, b = fresh as Element;
  const tag = a.tagName.toUpperCase();
  if (a.tagName !== b.tagName || keptAsTheyAre.has(tag)) return false;
  if (tag === "IMG" && a.getAttribute("src") !== b.getAttribute("src")) return false;
  const freshID = b.id, oldID = a.id;
  if (freshID && oldID) ids.set(freshID, oldID);
  let x = a.firstChild, y = b.firstChild;
  while (x && y) {
    if (!sameShape(x, y, ids)) return false;
    x = x.nextSibling;
    y = y.nextSibling;
  }
  return x === null && y === null;
}

function copy(old: Node, fresh: Node, ids: ReadonlyMap<string, string>): void {
  if (old.nodeType === 3) {
    if ((old as Text).data !== (fresh as Text).data) (old as Text).data = (fresh as Text).data;
    return;
  }
  const a = old as Element, b = fresh as Element;
  for (const name of a.getAttributeNames()) {
    if (!b.hasAttribute(name)) a.removeAttribute(name);
  }
  for (const name of b.getAttributeNames()) {
    if (name === "id" && a.id) continue;
    let value = b.getAttribute(name) ?? "";
    if (idReferences.has(name)) value = value.split(" ").map((id) => ids.get(id) ?? id).join(" ");
    if (a.getAttribute(name) !== value) a.setAttribute(name, value);
  }
  takeHandlers(a, b);
  let x = a.firstChild, y = b.firstChild;
  while (x && y) {
    copy(x, y, ids);
    x = x.nextSibling;
    y = y.nextSibling;
  }
}
