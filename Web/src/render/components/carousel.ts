import { Fields } from "../../contract/fields";
import { Malformed } from "../../contract/diagnostics";
import { child } from "../../contract/json";
import { activatable } from "../activation";
import { el } from "../dom";
import { picture } from "../picture";
import { ComponentRenderer } from "../registry";

const looks = ["plain", "portrait", "cover"] as const;

/** `carousel`: a horizontal strip of titled items, each item lossy on its own. */
export const carouselRenderer: ComponentRenderer = {
  type: "carousel",
  render(fields, context) {
    const title = fields.string("title");
    // The server names the look: portraits are drawn round, covers square.
    const look = fields.enumValue("look", looks, "cover") === "portrait" ? "round" : "square";
    const strip = el("ul", { class: `carousel ${look}`, role: "list" });
    fields.array("items").forEach((value, index) => {
      const path = child(fields.at("items"), index);
      try {
        const item = Fields.of(value, path, context.diagnostics);
        const itemTitle = item.requiredString("title");
        const subtitle = item.string("subtitle");
        const image = item.objectField("image");
        strip.appendChild(el("li", {}, activatable(context.action(item, "action"), true, context, "carousel-item", [
          image ? picture(image, context, "carousel-image", "") : null,
          el("span", { class: "title" }, itemTitle),
          subtitle ? el("span", { class: "subtitle" }, subtitle) : null,
        ], itemTitle)));
      } catch (error) {
        if (!(error instanceof Malformed)) throw error;
        context.diagnostics.add("invalidElement", error.path, `carousel item dropped: ${error.reason}`);
      }
    });
    return el("section", { class: "carousel-box", "aria-label": title }, title ? el("h3", {}, title) : null, strip);
  },
};
