/**
 * Every screen has its own address under /app/, so reload, back and forward,
 * bookmarks and shared addresses work: `/app/screens/{path}` shows the
 * screen at `/v2/screens/{path}`, `/app/` the home screen,
 * `/app/link?url=…` a deep link, and `/app/widget` the home-screen widget.
 */
export const appRoot = "/app/";

/** A screen path as the document says it (`composers/bach`), each segment percent-encoded as it travels in URLs. */
export function encodePath(path: string): string {
  return path.split("/").filter((segment) => segment !== "").map(encodeURIComponent).join("/");
}

/** The address of a screen path, encoded once. */
export function screenHref(path: string): string {
  const encoded = encodePath(path);
  return encoded === "home" || encoded === "" ? appRoot : `${appRoot}screens/${encoded}`;
}

/** What an address under /app/ asks for; a screen's `path` is percent-encoded, as in the API's URL. */
export type Address = { kind: "screen"; path: string } | { kind: "link"; url: string } | { kind: "widget" } | { kind: "unknown"; path: string };

export function parseAddress(location: Location | URL): Address {
  const path = location.pathname;
  if (path === "/app" || path === appRoot) return { kind: "screen", path: "home" };
  if (path.startsWith(`${appRoot}screens/`)) {
    const rest = path.slice(`${appRoot}screens/`.length).split("/").filter((segment) => segment !== "");
    return { kind: "screen", path: rest.join("/") || "home" };
  }
  if (path === `${appRoot}widget`) return { kind: "widget" };
  if (path === `${appRoot}link`) {
    const url = new URLSearchParams(location.search).get("url");
    if (url) return { kind: "link", url };
  }
  return { kind: "unknown", path };
}
