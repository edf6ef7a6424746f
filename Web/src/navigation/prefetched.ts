import { isObject, JSONObject, JSONValue } from "../contract/json";

/** What a `navigate` carries of the next screen, shown at once while it loads (§5 PrefetchedScreen). */
export interface PrefetchedScreen {
  readonly title?: string;
  readonly header?: JSONObject;
}

export function readPrefetched(value: JSONValue | undefined): PrefetchedScreen | undefined {
  if (!isObject(value)) return undefined;
  const title = typeof value.title === "string" ? value.title : undefined;
  const header = isObject(value.header) && typeof value.header.title === "string" ? value.header : undefined;
  return { ...(title !== undefined ? { title } : {}), ...(header ? { header } : {}) };
}
