import { isObject, JSONValue } from "../src/contract/json";

/** JSON with every object's keys sorted, so two values compare by content (the conformance tests' states and documents). */
export function canonical(value: JSONValue | undefined): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isObject(value)) return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  return JSON.stringify(value) ?? "undefined";
}
