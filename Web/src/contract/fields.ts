import { Diagnostics, Malformed } from "./diagnostics";
import { child, isObject, JSONObject, JSONValue } from "./json";

/**
 * Reads an element's fields the way the contract says (§1, §9): a required
 * field missing or of the wrong type makes the element malformed; an
 * optional one of the wrong type is left out with a diagnostic; `null`
 * equals absent.
 */
export class Fields {
  constructor(readonly object: JSONObject, readonly path: string, readonly diagnostics: Diagnostics) {}

  static of(value: JSONValue | undefined, path: string, diagnostics: Diagnostics): Fields {
    if (!isObject(value)) throw new Malformed(path, "expected an object");
    return new Fields(value, path, diagnostics);
  }

  has(key: string): boolean {
    const value = this.object[key];
    return value !== undefined && value !== null;
  }

  requiredString(key: string): string {
    const value = this.object[key];
    if (typeof value !== "string") throw new Malformed(child(this.path, key), value == null ? "required string missing" : "expected a string");
    return value;
  }

  string(key: string): string | undefined {
    const value = this.object[key];
    if (value == null) return undefined;
    if (typeof value === "string") return value;
    this.diagnostics.add("defaultedValue", child(this.path, key), "expected a string; left out");
    return undefined;
  }

  number(key: string): number | undefined {
    const value = this.object[key];
    if (value == null) return undefined;
    if (typeof value === "number" && Number.isFinite(value)) return value;
    this.diagnostics.add("defaultedValue", child(this.path, key), "expected a number; left out");
    return undefined;
  }

  boolean(key: string): boolean | undefined {
    const value = this.object[key];
    if (value == null) return undefined;
    if (typeof value === "boolean") return value;
    this.diagnostics.add("defaultedValue", child(this.path, key), "expected a boolean; left out");
    return undefined;
  }

  /** A tolerant enum: an unknown value becomes `fallback` with a diagnostic; a non-string is malformed. */
  enumValue<T extends string>(key: string, values: readonly T[], fallback: T): T | undefined {
    const value = this.object[key];
    if (value == null) return undefined;
    if (typeof value !== "string") throw new Malformed(child(this.path, key), "expected a string");
    if ((values as readonly string[]).includes(value)) return value as T;
    this.diagnostics.add("defaultedValue", child(this.path, key), `unknown value '${value}'; ${fallback} is used`);
    return fallback;
  }

  /** Strings, or one string as a one-element list (`text.paragraphs`). */
  strings(key: string, required: boolean): string[] {
    const value = this.object[key];
    if (value == null) {
      if (required) throw new Malformed(child(this.path, key), "required field missing");
      return [];
    }
    if (typeof value === "string") return [value];
    if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value as string[];
    throw new Malformed(child(this.path, key), "expected a string or an array of strings");
  }

  /** An array whose elements are read one by one; absent is empty. */
  array(key: string): JSONValue[] {
    const value = this.object[key];
    if (value == null) return [];
    if (Array.isArray(value)) return value;
    this.diagnostics.add("invalidElement", child(this.path, key), "expected an array; left out");
    return [];
  }

  objectField(key: string): Fields | undefined {
    const value = this.object[key];
    if (value == null) return undefined;
    if (isObject(value)) return new Fields(value, child(this.path, key), this.diagnostics);
    this.diagnostics.add("invalidElement", child(this.path, key), "expected an object; left out");
    return undefined;
  }

  raw(key: string): JSONValue | undefined {
    const value = this.object[key];
    return value === null ? undefined : value;
  }

  at(key: string): string {
    return child(this.path, key);
  }
}
