import { RenderContext } from "../render/context";
import { el } from "../render/dom";
import { picture } from "../render/picture";
import { text } from "../ui/strings";
import { iconGlyph } from "./named-icons";
import { Widget } from "./widget-document";

/**
 * Where tapping a widget's link goes: a deep link (or an app link,
 * `sdui://HOST/PATH`, which stands for `https://HOST/PATH`) opens through
 * `/app/link`, so the server's deep-link route and its allow-list decide,
 * as for the clip. Anything else (`javascript:`, `data:`, `file:`) is not a
 * link: undefined.
 */
export function widgetHref(url: string): string | undefined {
  const link = /^sdui:\/\//i.test(url) ? `https://${url.slice("sdui://".length)}` : url;
  return /^https:\/\//i.test(link) ? `/app/link?url=${encodeURIComponent(link)}` : undefined;
}

/** A widget drawn as the terminal draws it in a frame: its name (and "offline"), then its card, message or note. */
export function drawWidget(widget: Widget, offline: boolean, context: RenderContext): HTMLElement {
  const name = [widget.name, offline ? text("widgetOffline") : undefined].filter((part) => part).join(" · ");
  const frame = el("section", { class: "widget", "aria-label": name || text("widget") }, name ? el("h1", { class: "widget-name" }, name) : null);
  const content = widget.content;
  switch (content.kind) {
    case "card": {
      const card = content.card;
      const glyph = iconGlyph(card.icon);
      const body = [
        card.image ? picture(card.image, context, "artwork", "") : null,
        el("span", { class: "row-text" },
          el("span", { class: "title" }, glyph ? el("span", { class: "widget-icon", "aria-hidden": "true" }, `${glyph} `) : null, card.title),
          ...(card.description ?? "").split("\n").filter((line) => line !== "").map((line) => el("span", { class: "subtitle" }, line))),
      ];
      const href = widgetHref(card.url);
      if (!href) context.diagnostics.add("invalidElement", "url", `'${card.url.slice(0, 80)}' is not a link this client opens; the card is shown without it`);
      frame.appendChild(href ? el("a", { class: "row artwork-row action widget-card", href }, ...body) : el("div", { class: "row artwork-row widget-card" }, ...body));
      if (card.footer) {
        const footerHref = card.footer.url === undefined ? undefined : widgetHref(card.footer.url);
        frame.appendChild(footerHref
          ? el("a", { class: "widget-footer", href: footerHref }, `${card.footer.title} ›`)
          : el("p", { class: "widget-footer" }, card.footer.title));
      }
      break;
    }
    case "empty":
      frame.appendChild(el("p", { class: "widget-message" }, content.message));
      break;
    case "error":
      frame.appendChild(el("p", { class: "widget-message error", role: "alert" }, content.message));
      break;
    case "unknown":
      frame.appendChild(el("p", { class: "widget-message" },
        content.type === "" ? text("widgetNoType") : text("widgetNewer", { type: content.type })));
  }
  return frame;
}
