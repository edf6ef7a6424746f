import { isObject, JSONValue } from "../contract/json";

/** The roles a `color` field or a theme names (§2 Themes). */
export const roles = ["primary", "accent", "success", "warning", "critical", "surface"] as const;
export type Role = (typeof roles)[number];

type RGB = [number, number, number];

/** `#RRGGBB` or `#RGB` as red, green and blue; anything else undefined. */
export function parseHex(value: string): RGB | undefined {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return [short[1], short[2], short[3]].map((digit) => parseInt(`${digit}${digit}`, 16)) as RGB;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  return long ? [long[1], long[2], long[3]].map((pair) => parseInt(pair, 16)) as RGB : undefined;
}

function hex(rgb: RGB): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG's relative luminance. */
function luminance(rgb: RGB): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: RGB, b: RGB): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The same rule as the terminal: a text colour is kept at a contrast of at
 * least 4.5:1 against the background, moved towards black or white only as
 * far as needed.
 */
export function readable(color: RGB, background: RGB): RGB {
  if (contrast(color, background) >= 4.5) return color;
  const target: RGB = luminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 64; step += 1) {
    const t = step / 64;
    const mixed = color.map((channel, index) => channel + (target[index] - channel) * t) as RGB;
    if (contrast(mixed, background) >= 4.5) return mixed;
  }
  return target;
}

/** A screen's palettes and the one this browser's colour scheme picks. */
export class Theme {
  readonly palette: Partial<Record<Role, string>>;
  readonly background: RGB;

  constructor(theme: JSONValue | undefined, readonly dark: boolean) {
    const chosen = isObject(theme) ? theme[dark ? "dark" : "light"] : undefined;
    const palette: Partial<Record<Role, string>> = {};
    if (isObject(chosen)) {
      for (const role of roles) {
        const value = chosen[role];
        if (typeof value === "string" && parseHex(value)) palette[role] = value;
      }
    }
    this.palette = palette;
    this.background = parseHex(palette.surface ?? "") ?? (dark ? [0x12, 0x12, 0x12] : [0xff, 0xff, 0xff]);
  }

  /** A role or a raw colour as readable CSS; undefined for anything else. */
  color(value: string): string | undefined {
    const raw = parseHex(value) ?? parseHex((this.palette as Record<string, string | undefined>)[value] ?? "");
    if (raw) return hex(readable(raw, this.background));
    return (roles as readonly string[]).includes(value) ? `var(--${value})` : undefined;
  }

  /** The palette as CSS custom properties on the screen's element, each role readable on the surface. */
  apply(element: HTMLElement): void {
    element.style.setProperty("--surface", hex(this.background));
    for (const role of roles) {
      const value = this.palette[role];
      const rgb = value ? parseHex(value) : undefined;
      if (role === "surface") continue;
      // An element drawn into again loses the colours the screen no longer sets.
      if (rgb) element.style.setProperty(`--${role}`, hex(readable(rgb, this.background)));
      else element.style.removeProperty(`--${role}`);
    }
  }
}
