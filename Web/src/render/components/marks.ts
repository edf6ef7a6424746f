import { el } from "../dom";
import { ComponentRenderer } from "../registry";

const tones = ["neutral", "info", "success", "warning", "critical"] as const;

/** `badge`: a short status word in a tone; the tone is in its text's colour and its shape, never colour alone. */
export const badgeRenderer: ComponentRenderer = {
  type: "badge",
  morphable: true,
  render(fields) {
    const text = fields.requiredString("text");
    const tone = fields.string("tone");
    const known = (tones as readonly string[]).includes(tone ?? "") ? tone : "neutral";
    return el("span", { class: `badge ${known}`, role: "status" }, text);
  },
};

/** `spacer`: empty space, in points. */
export const spacerRenderer: ComponentRenderer = {
  type: "spacer",
  morphable: true,
  render(fields) {
    const box = el("div", { class: "spacer", "aria-hidden": "true" });
    box.style.height = `${Math.max(0, Math.min(fields.number("size") ?? 16, 400))}px`;
    return box;
  },
};

/** `divider`: a thin line. */
export const dividerRenderer: ComponentRenderer = {
  type: "divider",
  morphable: true,
  render() {
    return el("hr", { class: "divider" });
  },
};
