import { Fields } from "../../contract/fields";
import { RenderContext } from "../context";
import { el } from "../dom";
import { picture } from "../picture";
import { ComponentRenderer } from "../registry";

const kinds = ["portrait", "cover", "plain"] as const;

/** A header's look: the screen's own and the `header` component share it. */
export function drawHeader(fields: Fields, context: RenderContext, level: "h1" | "h2"): HTMLElement {
  const title = fields.requiredString("title");
  const subtitle = fields.string("subtitle");
  const kind = fields.enumValue("kind", kinds, "plain") ?? "plain";
  const image = fields.objectField("image");
  return el("header", { class: `header ${kind}` },
    image ? picture(image, context, "header-image", title) : null,
    el("div", { class: "header-text" },
      el(level, { class: "header-title" }, title),
      subtitle ? el("p", { class: "header-subtitle" }, subtitle) : null));
}

/** `header`: a large header inside a section. */
export const headerRenderer: ComponentRenderer = {
  type: "header",
  render(fields, context) {
    return drawHeader(fields, context, "h2");
  },
};
