import { Fields } from "../../contract/fields";
import { child } from "../../contract/json";
import { activatable } from "../activation";
import { RenderContext } from "../context";
import { el } from "../dom";
import { ComponentRenderer } from "../registry";
import { pageLink } from "../pages";

/** Each child of `key` drawn in order; malformed and unknown ones are dropped by `context.component`. */
export function children(fields: Fields, key: string, context: RenderContext): HTMLElement[] {
  return fields.array(key).flatMap((value, index) => context.component(value, child(fields.at(key), index)) ?? []);
}

function points(value: number | undefined): string | undefined {
  return value === undefined ? undefined : `${Math.max(0, Math.min(value, 200))}px`;
}

/** `list`: rows under an optional header; its `nextPage` continues on the server. */
export const listRenderer: ComponentRenderer = {
  type: "list",
  render(fields, context) {
    const header = fields.string("header");
    const rows = el("div", { class: "list", role: "list" }, ...children(fields, "components", context).map((row) => el("div", { role: "listitem" }, row)));
    return el("section", { class: "list-box", "aria-label": header }, header ? el("h3", {}, header) : null, rows, pageLink(fields, rows, context));
  },
};

/** `grid`: cells in columns (a narrow window uses fewer). */
export const gridRenderer: ComponentRenderer = {
  type: "grid",
  render(fields, context) {
    const header = fields.string("header");
    const columns = Math.max(1, Math.min(Math.floor(fields.number("columns") ?? 2), 6));
    const grid = el("div", { class: "grid" }, ...children(fields, "components", context));
    grid.style.setProperty("--columns", String(columns));
    return el("section", { class: "grid-box", "aria-label": header }, header ? el("h3", {}, header) : null, grid);
  },
};

function stack(kind: "column" | "row"): ComponentRenderer {
  return {
    type: kind,
    render(fields, context) {
      const box = el("div", { class: `stack ${kind}` }, ...children(fields, "children", context));
      const alignment = fields.enumValue("alignment", ["leading", "center", "trailing"] as const, "leading");
      if (alignment) box.classList.add(`align-${alignment}`);
      if (kind === "row") {
        const vertical = fields.string("verticalAlignment");
        box.classList.add(`valign-${vertical === "center" || vertical === "bottom" ? vertical : "top"}`);
      }
      const spacing = points(fields.number("spacing")), padding = points(fields.number("padding"));
      if (spacing) box.style.gap = spacing;
      if (padding) box.style.padding = padding;
      return box;
    },
  };
}

export const columnRenderer = stack("column");
export const rowRenderer = stack("row");

/** `card`: a bordered group, activatable as a whole when it has an action. */
export const cardRenderer: ComponentRenderer = {
  type: "card",
  render(fields, context) {
    const title = fields.string("title");
    const enabled = fields.boolean("enabled") ?? true;
    const square = fields.string("corners") === "square";
    const card = activatable(context.action(fields, "action"), enabled, context, `card${square ? " square" : ""}`, [
      title ? el("span", { class: "card-title" }, title) : null,
      ...children(fields, "children", context),
    ], title);
    const padding = points(fields.number("padding"));
    if (padding) card.style.padding = padding;
    return card;
  },
};

/** `scroll`: a region scrolling along one axis. */
export const scrollRenderer: ComponentRenderer = {
  type: "scroll",
  render(fields, context) {
    const axis = fields.enumValue("axis", ["vertical", "horizontal"] as const, "vertical") ?? "vertical";
    return el("div", { class: `scroll ${axis}`, tabindex: "0", role: "group" }, ...children(fields, "children", context));
  },
};

/** `lazyList`: a long list; the browser lays out only what is near the view (`content-visibility`). */
export const lazyListRenderer: ComponentRenderer = {
  type: "lazyList",
  render(fields, context) {
    const rows = el("div", { class: "lazy-list", role: "list" }, ...children(fields, "children", context).map((row) => el("div", { role: "listitem" }, row)));
    return el("div", { class: "lazy-list-box" }, rows, pageLink(fields, rows, context));
  },
};
