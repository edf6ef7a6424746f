import { Diagnostics, Malformed } from "../contract/diagnostics";
import { Fields } from "../contract/fields";
import { child, isObject, JSONObject, JSONValue } from "../contract/json";
import { activatable } from "./activation";
import { RenderContext } from "./context";
import { el } from "./dom";
import { drawHeader } from "./components/header";
import { pageLink } from "./pages";

/** A screen's parts the app draws around its sections: title, menu, share, analytics. */
export interface ScreenChrome {
  readonly title: string;
  readonly menu: { title: string; run: (origin: HTMLElement) => void }[];
  readonly share?: { title: string; url: string };
}

/**
 * Draws a screen document (§2): its header and sections, lossy element by
 * element. The whole document is refused only when `sections` is missing or
 * not an array.
 */
export function drawScreen(document: JSONValue, context: RenderContext): { body: HTMLElement; chrome: ScreenChrome } {
  if (!isObject(document) || !Array.isArray(document.sections)) {
    throw new Malformed("sections", "a screen needs an array of sections");
  }
  const screen = new Fields(document, "", context.diagnostics);
  const title = lossy(() => screen.string("title"), context.diagnostics, "title") ?? "";
  const body = el("div", { class: "screen-body" });
  const header = lossy(() => {
    const fields = screen.objectField("header");
    return fields ? drawHeader(fields, context, "h1") : undefined;
  }, context.diagnostics, "header");
  if (header) body.appendChild(header);
  else if (title) body.appendChild(el("h1", { class: "screen-title" }, title));
  document.sections.forEach((section, index) => {
    const drawn = lossy(() => drawSection(section, child("sections", index), context), context.diagnostics, child("sections", index));
    if (drawn) body.appendChild(drawn);
  });
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

function drawSection(value: JSONValue, path: string, context: RenderContext): HTMLElement {
  const section = Fields.of(value, path, context.diagnostics);
  const id = section.raw("id");
  if (id !== undefined && typeof id !== "string") throw new Malformed(section.at("id"), "a section's id must be a string");
  const box = el("section", { class: "section", "data-sdui-id": typeof id === "string" ? id : path });
  const heading = lossy(() => section.objectField("heading"), context.diagnostics, section.at("heading"));
  if (heading) {
    const title = lossy(() => heading.requiredString("title"), context.diagnostics, heading.path);
    if (title !== undefined) {
      const row = el("div", { class: "section-heading" }, el("h2", {}, title));
      const button = lossy(() => titledAction(heading.objectField("button"), context), context.diagnostics, heading.at("button"));
      if (button) row.appendChild(button);
      box.appendChild(row);
      box.setAttribute("aria-label", title);
    }
  }
  const rows = el("div", { class: "section-components" });
  section.array("components").forEach((component, index) => {
    const drawn = context.component(component, child(section.at("components"), index));
    if (drawn) rows.appendChild(drawn);
  });
  box.appendChild(rows);
  const more = pageLink(section, rows, context);
  if (more) box.appendChild(more);
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

