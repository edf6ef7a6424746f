import { Diagnostics } from "./diagnostics";
import { child, isObject, JSONValue } from "./json";

/** Where a list continues on the server: the page route and an opaque cursor sent back byte for byte (§8.3). */
export interface PageLink {
  readonly path: string;
  readonly cursor: string;
}

/** A page of rows and, unless the list has ended, the link to the next. */
export interface Page {
  readonly components: JSONValue[];
  readonly nextPage?: PageLink;
}

/** A `nextPage` field: a malformed one is ignored with a diagnostic, as the contract says. */
export function readPageLink(value: JSONValue | undefined, path: string, diagnostics: Diagnostics): PageLink | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) {
    diagnostics.add("invalidElement", path, "nextPage must be an object; ignored");
    return undefined;
  }
  if (typeof value.path !== "string") {
    diagnostics.add("invalidElement", child(path, "path"), "nextPage needs a path; ignored");
    return undefined;
  }
  if (typeof value.cursor !== "string" || value.cursor.length < 1 || value.cursor.length > 512) {
    diagnostics.add("invalidElement", child(path, "cursor"), "nextPage needs a cursor of 1 to 512 bytes; ignored");
    return undefined;
  }
  return { path: value.path, cursor: value.cursor };
}

/** A page document; anything else is refused with the path that was wrong. */
export function readPage(value: JSONValue, diagnostics: Diagnostics): Page {
  if (!isObject(value) || !Array.isArray(value.components)) throw new Error("a page must be an object with a components array");
  const nextPage = readPageLink(value.nextPage, child("", "nextPage"), diagnostics);
  return nextPage ? { components: value.components, nextPage } : { components: value.components };
}
