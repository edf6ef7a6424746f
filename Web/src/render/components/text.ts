import { el } from "../dom";
import { ComponentRenderer } from "../registry";

const styles = ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "caption", "footnote"] as const;

/** `text`: paragraphs in one style; a heading style is a heading for assistive technology too. */
export const textRenderer: ComponentRenderer = {
  type: "text",
  morphable: true,
  render(fields, context) {
    const paragraphs = fields.strings("paragraphs", true);
    const style = fields.enumValue("style", styles, "body") ?? "body";
    const color = fields.string("color");
    const box = el("div", { class: `text ${style}` });
    const heading = style === "largeTitle" || style === "title" || style === "title2" || style === "title3";
    for (const paragraph of paragraphs) {
      box.appendChild(heading ? el("h2", { class: style }, paragraph) : el("p", {}, paragraph));
    }
    const css = color === undefined ? undefined : context.color(color, fields.at("color"));
    if (css) box.style.color = css;
    return box;
  },
};
