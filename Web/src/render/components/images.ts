import { Malformed } from "../../contract/diagnostics";
import { activatable } from "../activation";
import { el } from "../dom";
import { picture } from "../picture";
import { ComponentRenderer } from "../registry";

/** `image`: a picture on its own, its fields inline. */
export const imageRenderer: ComponentRenderer = {
  type: "image",
  morphable: true,
  render(fields, context) {
    const image = picture(fields, context, "image");
    const mode = fields.enumValue("contentMode", ["fit", "fill"] as const, "fit") ?? "fit";
    image.classList.add(mode);
    const width = fields.number("width"), height = fields.number("height");
    if (width !== undefined) image.style.width = `${Math.min(width, 2000)}px`;
    if (height !== undefined) image.style.height = `${Math.min(height, 2000)}px`;
    return el("figure", { class: "image-box" }, image);
  },
};

/** `imageBanner`: a wide picture with a title, usually leading somewhere. */
export const imageBannerRenderer: ComponentRenderer = {
  type: "imageBanner",
  morphable: true,
  render(fields, context) {
    const image = fields.objectField("image");
    if (!image) throw new Malformed(fields.at("image"), "required image missing");
    const title = fields.string("title");
    return activatable(context.action(fields, "action"), true, context, "banner", [
      picture(image, context, "banner-image", title),
      title ? el("span", { class: "banner-title" }, title) : null,
    ], title);
  },
};

/** `exploreTile`: a tile for browsing a category. */
export const exploreTileRenderer: ComponentRenderer = {
  type: "exploreTile",
  morphable: true,
  render(fields, context) {
    const title = fields.requiredString("title");
    const subtitle = fields.string("subtitle");
    const image = fields.objectField("image");
    return activatable(context.action(fields, "action"), true, context, "tile", [
      image ? picture(image, context, "tile-image", "") : null,
      el("span", { class: "title" }, title),
      subtitle ? el("span", { class: "subtitle" }, subtitle) : null,
    ], title);
  },
};
