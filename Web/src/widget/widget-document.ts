import { Diagnostics, Malformed } from "../contract/diagnostics";
import { Fields } from "../contract/fields";
import { child, isObject, JSONValue } from "../contract/json";

/** A widget's card (§7 WidgetCard): what the `shipment` type shows. */
export interface WidgetCard {
  readonly icon?: string;
  readonly image?: Fields;
  readonly title: string;
  readonly description?: string;
  readonly footer?: { readonly title: string; readonly url?: string };
  readonly url: string;
}

/** A widget document (§7), read as the Swift client's `Widget` reads it. */
export interface Widget {
  readonly name?: string;
  readonly content:
    | { readonly kind: "card"; readonly card: WidgetCard }
    | { readonly kind: "empty" | "error"; readonly message: string }
    | { readonly kind: "unknown"; readonly type: string };
}

/**
 * Reads a widget: a card, nothing, an error, or a type this client does not
 * know (shown as such, with a diagnostic: a newer server may send it). A
 * widget whose fields do not match is refused as a whole (`Malformed`, with
 * the path), as Swift's decoding refuses it; only a malformed picture is
 * dropped, the card kept.
 */
export function readWidget(value: JSONValue, diagnostics: Diagnostics): Widget {
  if (!isObject(value)) throw new Malformed("", "a widget is an object");
  const fields = new Fields(value, "", diagnostics);
  const name = optionalString(fields, "name");
  const type = value.type;
  if (typeof type !== "string") {
    diagnostics.add("invalidElement", "", "the widget has no 'type' (a string); it is shown as one this client does not know");
    return { name, content: { kind: "unknown", type: "" } };
  }
  switch (type.toLowerCase()) {
    case "shipment": return { name, content: { kind: "card", card: readCard(fields) } };
    case "empty": return { name, content: { kind: "empty", message: fields.requiredString("message") } };
    case "error": return { name, content: { kind: "error", message: fields.requiredString("message") } };
    default:
      diagnostics.add("unknownType", "", `widget type '${type}' is not supported by this client`);
      return { name, content: { kind: "unknown", type } };
  }
}

function readCard(fields: Fields): WidgetCard {
  const icon = fields.raw("icon");
  if (icon !== undefined && !isObject(icon)) throw new Malformed(fields.at("icon"), "expected an object");
  const footer = fields.raw("footer");
  if (footer !== undefined && !isObject(footer)) throw new Malformed(fields.at("footer"), "expected an object");
  const footerFields = isObject(footer) ? new Fields(footer, fields.at("footer"), fields.diagnostics) : undefined;
  const image = imageOf(fields);
  return {
    icon: isObject(icon) ? new Fields(icon, fields.at("icon"), fields.diagnostics).requiredString("asset") : undefined,
    image,
    title: fields.requiredString("title"),
    description: optionalString(fields, "description"),
    footer: footerFields ? { title: footerFields.requiredString("title"), url: optionalString(footerFields, "url") } : undefined,
    url: fields.requiredString("url"),
  };
}

/** The card's picture: dropped with a diagnostic at its path when malformed, as Swift's lossy decoding drops it. */
function imageOf(fields: Fields): Fields | undefined {
  const image = fields.raw("image");
  if (image === undefined) return undefined;
  if (!isObject(image) || typeof image.url !== "string") {
    fields.diagnostics.add("invalidElement", isObject(image) ? child(fields.at("image"), "url") : fields.at("image"),
      isObject(image) ? "required string missing; the picture is left out" : "expected an object; the picture is left out");
    return undefined;
  }
  return new Fields(image, fields.at("image"), fields.diagnostics);
}

/** A string member that may be absent; any other type refuses the widget, as `decodeIfPresent(String.self)` does. */
function optionalString(fields: Fields, key: string): string | undefined {
  const value = fields.raw(key);
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new Malformed(fields.at(key), "expected a string");
  return value;
}
