import { Malformed } from "../../contract/diagnostics";
import { activatable } from "../activation";
import { el } from "../dom";
import { on } from "../handlers";
import { picture } from "../picture";
import { ComponentRenderer } from "../registry";

/** `detailRow`: a row of text that usually leads somewhere; its delete action is a second button. */
export const detailRowRenderer: ComponentRenderer = {
  type: "detailRow",
  morphable: true,
  render(fields, context) {
    const title = fields.requiredString("title");
    const addition = fields.string("addition");
    const subtitle = fields.string("subtitle");
    const disclosure = fields.string("disclosureText");
    const enabled = fields.boolean("enabled") ?? true;
    const action = context.action(fields, "primaryAction");
    const remove = context.action(fields, "deleteAction");
    const row = activatable(action, enabled, context, "row detail-row", [
      el("span", { class: "row-text" },
        addition ? el("span", { class: "addition" }, addition) : null,
        el("span", { class: "title" }, title),
        subtitle ? el("span", { class: "subtitle" }, subtitle) : null),
      disclosure ? el("span", { class: "disclosure" }, disclosure) : null,
      action && enabled ? el("span", { class: "chevron", "aria-hidden": "true" }, "›") : null,
    ], title);
    if (!remove || !enabled) return row;
    // The accessibility label names the row, which the wrapper holds; the delete keeps its own name (as in the terminal).
    const label = fields.string("accessibilityLabel");
    if (label !== undefined && action) row.setAttribute("aria-label", label);
    // The terminal's words ("✕ Delete", named "Delete TITLE"), so both clients name it alike.
    const deleteButton = el("button", { class: "delete", type: "button", "aria-label": `Delete ${title}` }, "Delete");
    on(deleteButton, "click", () => context.run(remove, deleteButton));
    return el("div", { class: "row-with-delete", role: "group" }, row, deleteButton);
  },
};

/** `artworkRow`: a row with artwork beside its text. */
export const artworkRowRenderer: ComponentRenderer = {
  type: "artworkRow",
  morphable: true,
  render(fields, context) {
    const title = fields.requiredString("title");
    const image = fields.objectField("image");
    const addition = fields.string("addition");
    const subtitle = fields.string("subtitle");
    const description = fields.string("description");
    const enabled = fields.boolean("enabled") ?? true;
    return activatable(context.action(fields, "action"), enabled, context, "row artwork-row", [
      image ? picture(image, context, "artwork", "") : null,
      el("span", { class: "row-text" },
        addition ? el("span", { class: "addition" }, addition) : null,
        el("span", { class: "title" }, title),
        subtitle ? el("span", { class: "subtitle" }, subtitle) : null,
        description ? el("span", { class: "description" }, description) : null),
    ], title);
  },
};

/** `m:ss`, or `h:mm:ss` from an hour: the terminal's format of a track's length. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600), minutes = Math.floor((total % 3600) / 60), rest = total % 60;
  const two = (value: number) => String(value).padStart(2, "0");
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

/** `track`: one track of an album or playlist. */
export const trackRenderer: ComponentRenderer = {
  type: "track",
  morphable: true,
  render(fields, context) {
    const title = fields.requiredString("title");
    const subtitle = fields.string("subtitle");
    const raw = fields.raw("duration");
    if (raw !== undefined && typeof raw !== "number") throw new Malformed(fields.at("duration"), "expected a number of seconds");
    const durationText = fields.string("durationText") ?? (typeof raw === "number" ? formatDuration(raw) : undefined);
    const enabled = fields.boolean("enabled") ?? true;
    return activatable(context.action(fields, "action"), enabled, context, "row track", [
      el("span", { class: "row-text" },
        el("span", { class: "title" }, title),
        subtitle ? el("span", { class: "subtitle" }, subtitle) : null),
      durationText ? el("span", { class: "disclosure" }, durationText) : null,
    ], title);
  },
};
