import { Diagnostics, Malformed } from "../contract/diagnostics";
import { Fields } from "../contract/fields";
import { child, isObject, JSONObject, JSONValue } from "../contract/json";
import { activatable } from "./activation";
import { RenderContext } from "./context";
import { el } from "./dom";
import { drawHeader } from "./components/header";
import { pageLink } from "./pages";
import { reconcileChildren } from "./reconcile";

/** A screen's parts the app draws around its sections: title, menu, share, analytics. */
export interface ScreenChrome {
  readonly title: string;
  readonly menu: { title: string; run: (origin: HTMLElement) => void }[];
  readonly share?: { title: string; url: string };
}

/**
 * Draws a screen document (§2): its header and sections, lossy element by
 * element. The whole document is refused only when `sections` is missing or
 * not an array. Given the body drawn last time, it draws into it in place:
 * a section whose JSON did not change is kept as it is, and a changed one
 * is updated in its element, so the rows that did not change stay where the
 * browser laid them out.
 */
export function drawScreen(document: JSONValue, context: RenderContext, previous?: HTMLElement): { body: HTMLElement; chrome: ScreenChrome } {
  if (!isObject(document) || !Array.isArray(document.sections)) {
    throw new Malformed("sections", "a screen needs an array of sections");
  }
  const screen = new Fields(document, "", context.diagnostics);
  const title = lossy(() => screen.string("title"), context.diagnostics, "title") ?? "";
  const body = previous ?? el("div", { class: "screen-body" });
  const parts: HTMLElement[] = [];
  const header = lossy(() => {
    const fields = screen.objectField("header");
    return fields ? drawHeader(fields, context, "h1") : undefined;
  }, context.diagnostics, "header");
  if (header) parts.push(header);
  else if (title) parts.push(keptTitle(previous, title) ?? el("h1", { class: "screen-title" }, title));
  // The sections drawn last time, by id, each given to at most one section of this draw.
  const drawnBefore = new Map<string, HTMLElement>();
  for (const element of previous ? Array.from(previous.children) as HTMLElement[] : []) {
    if (element.classList.contains("section") && element.dataset.sduiId !== undefined) drawnBefore.set(element.dataset.sduiId, element);
  }
  document.sections.forEach((section, index) => {
    const path = child("sections", index);
    const drawn = lossy(() => {
      if (!isObject(section)) return drawSection(section, path, context);
      const id = typeof section.id === "string" ? section.id : path;
      const before = drawnBefore.get(id);
      drawnBefore.delete(id);
      return context.part(section, path, () => drawSection(section, path, context, before));
    }, context.diagnostics, path);
    if (drawn) parts.push(drawn);
  });
  reconcileChildren(body, parts);
  lossy(() => {
    const analytics = screen.objectField("analytics");
    if (!analytics) return;
    analytics.requiredString("screenName");
    const properties = analytics.objectField("properties");
    for (const [key, value] of Object.entries(properties?.object ?? {})) {
      if (typeof value !== "string") throw new Malformed(child(analytics.at("properties"), key), "analytics properties are strings");
    }
  }, context.diagnostics, "analytics");
  return { body, chrome: { title, ...navigationBar(document, context) } };
}

/** The title drawn last time, when it shows `title`: kept, so a redraw does not replace the top of the page. */
function keptTitle(previous: HTMLElement | undefined, title: string): HTMLElement | undefined {
  const before = previous && Array.from(previous.children).find((part) => part.classList.contains("screen-title")) as HTMLElement | undefined;
  return before?.textContent === title ? before : undefined;
}

/** Draws a section, into the element it was drawn in last time when given (its rows container kept, its rows put in place). */
function drawSection(value: JSONValue, path: string, context: RenderContext, previous?: HTMLElement): HTMLElement {
  const section = Fields.of(value, path, context.diagnostics);
  const id = section.raw("id");
  if (id !== undefined && typeof id !== "string") throw new Malformed(section.at("id"), "a section's id must be a string");
  const box = previous ?? el("section", { class: "section" });
  box.dataset.sduiId = typeof id === "string" ? id : path;
  box.removeAttribute("aria-label");
  const parts: HTMLElement[] = [];
  const heading = lossy(() => section.objectField("heading"), context.diagnostics, section.at("heading"));
  if (heading) {
    const title = lossy(() => heading.requiredString("title"), context.diagnostics, heading.path);
    if (title !== undefined) {
      const row = el("div", { class: "section-heading" }, el("h2", {}, title));
      const button = lossy(() => titledAction(heading.objectField("button"), context), context.diagnostics, heading.at("button"));
      if (button) row.appendChild(button);
      parts.push(row);
      box.setAttribute("aria-label", title);
    }
  }
  const rows = (previous && Array.from(previous.children).find((part) => part.classList.contains("section-components")) as HTMLElement | undefined)
    ?? el("div", { class: "section-components" });
  const drawnRows: HTMLElement[] = [];
  section.array("components").forEach((component, index) => {
    const drawn = context.component(component, child(section.at("components"), index));
    if (drawn) drawnRows.push(drawn);
  });
  const more = pageLink(section, rows, context, drawnRows);
  reconcileChildren(rows, drawnRows);
  parts.push(rows);
  if (more) parts.push(more);
  reconcileChildren(box, parts);
  return box;
}

function titledAction(fields: Fields | undefined, context: RenderContext): HTMLElement | undefined {
  if (!fields) return undefined;
  const title = fields.requiredString("title");
  const action = context.action(fields, "action");
  if (!action) throw new Malformed(fields.at("action"), "required action missing");
  return activatable(action, true, context, "heading-button", [title]);
}

function navigationBar(document: JSONObject, context: RenderContext): Omit<ScreenChrome, "title"> {
  const bar = lossy(() => new Fields(document, "", context.diagnostics).objectField("navigationBar"), context.diagnostics, "navigationBar");
  if (!bar) return { menu: [] };
  const menu: ScreenChrome["menu"] = [];
  bar.array("secondaryButtons").forEach((value, index) => {
    const path = child(bar.at("secondaryButtons"), index);
    lossy(() => {
      const entry = Fields.of(value, path, context.diagnostics);
      const title = entry.requiredString("title");
      const action = context.action(entry, "action");
      if (!action) throw new Malformed(entry.at("action"), "required action missing");
      menu.push({ title, run: (origin) => context.run(action, origin) });
    }, context.diagnostics, path);
  });
  const share = lossy(() => {
    const fields = bar.objectField("share");
    return fields ? { title: fields.requiredString("title"), url: fields.requiredString("url") } : undefined;
  }, context.diagnostics, bar.at("share"));
  return share ? { menu, share } : { menu };
}

/** Runs a part of the document that may be malformed: a malformed part is left out with a diagnostic. */
export function lossy<T>(read: () => T, diagnostics: Diagnostics, path: string): T | undefined {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof Malformed)) throw error;
    diagnostics.add("invalidElement", error.path || path, `${error.reason}; left out`);
    return undefined;
  }
}

