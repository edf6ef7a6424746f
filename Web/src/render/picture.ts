import { Fields } from "../contract/fields";
import { el } from "./dom";
import { RenderContext } from "./context";

/** `asset:NAME` (any case): a picture the client has by name, never fetched (§2 ImageReference). */
export function assetName(url: string): string | undefined {
  return /^asset:/i.test(url) ? url.slice("asset:".length) : undefined;
}

/**
 * An image reference drawn as an `<img>` with its alternative text: the
 * low-resolution copy first (usually cached from the screen before), swapped
 * for the full one when that has loaded. A picture by name this client does
 * not have, or one that fails, shows its placeholder: the alternative text.
 */
/** A picture this client fetches: https, or a path on the server; anything else (`javascript:`, `data:`, `file:`) never. */
export function fetchable(url: string): boolean {
  return /^https:\/\//i.test(url) || !/^[a-z][a-z0-9+.-]*:/i.test(url);
}

export function picture(fields: Fields, context: RenderContext, className: string, label?: string): HTMLElement {
  const url = fields.requiredString("url");
  const low = fields.string("lowResolutionURL");
  const alt = fields.string("accessibilityLabel") ?? label ?? "";
  const placeholder = el("span", { class: `placeholder ${className}`, role: alt ? "img" : undefined, "aria-label": alt || undefined }, alt);
  if (assetName(url) !== undefined) {
    placeholder.dataset.asset = assetName(url);
    return placeholder;
  }
  if (!fetchable(url)) {
    context.diagnostics.add("invalidElement", fields.at("url"), `'${url.slice(0, 80)}' is neither an https URL nor a path on the server; its placeholder is shown`);
    return placeholder;
  }
  const image = el("img", { class: className, alt, decoding: "async", loading: "lazy" });
  const full = context.resolveURL(url);
  image.addEventListener("error", () => image.replaceWith(placeholder), { once: true });
  if (low && assetName(low) === undefined && fetchable(low)) {
    image.src = context.resolveURL(low);
    const loader = new Image();
    loader.addEventListener("load", () => { image.src = full; }, { once: true });
    loader.src = full;
  } else {
    image.src = full;
  }
  return image;
}
