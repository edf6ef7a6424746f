/** A JSON value as the server sends it: the contract's documents are read as these, never as HTML. */
export type JSONValue = null | boolean | number | string | JSONValue[] | JSONObject;
export interface JSONObject { [key: string]: JSONValue }

export function isObject(value: unknown): value is JSONObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A JSON path as the Swift client writes it (`sections[0].components[2]`), so diagnostics read the same in both clients. */
export function child(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return path === "" ? key : `${path}.${key}`;
}
