import { JSONObject, JSONValue } from "../contract/json";
import { utf8Length } from "../expressions/characters";
import { swiftDescription } from "../expressions/number-text";

/**
 * JSON values measured and written as the Swift client's `JSON` module
 * does, so a template's byte budget runs out at the same byte in both
 * clients and a value written into a text reads the same.
 *
 * `JSON.parse` forgets how a number was written; Swift's `JSONNumber` keeps
 * an integral literal that fits 64 bits as an integer and everything else as
 * a `Double`. A whole number in that range is taken as an integer literal
 * here (what documents write); a fraction, or a value out of range, is a
 * `Double` and reads as Swift's `description` does (`0.5`, `1e-05`, `1e+21`).
 * The one case that cannot agree is a whole number past 2^53 written with an
 * exponent (`1e16`): Swift writes `1e+16`, this reads it as the integer.
 */

const twoTo63 = 2 ** 63;
const twoTo64 = 2 ** 64;

/** `JSONNumber.description`: digits for an integer, Swift's shortest text for a `Double`. */
export function numberDescription(value: number): string {
  if (Number.isInteger(value) && value >= -twoTo63 && value < twoTo64) return BigInt(value).toString();
  return swiftDescription(value);
}

/** `JSONValue.compactByteCount`: the bytes of compact JSON, strings without their escapes, computed without writing it. */
export function compactByteCount(value: JSONValue): number {
  if (value === null) return 4;
  if (typeof value === "boolean") return value ? 4 : 5;
  if (typeof value === "number") return numberDescription(value).length;
  if (typeof value === "string") return utf8Length(value) + 2;
  if (Array.isArray(value)) {
    let total = 2 + Math.max(0, value.length - 1);
    for (const element of value) total += compactByteCount(element);
    return total;
  }
  const keys = Object.keys(value);
  let total = 2 + Math.max(0, keys.length - 1);
  for (const key of keys) total += utf8Length(key) + 3 + compactByteCount(value[key]!);
  return total;
}

/** The deepest nesting Swift's `JSONWriter` writes; deeper, `serialized()` throws and a filled text gets nothing. */
const maximumWriteDepth = 512;

/**
 * `JSONValue.serialized()` as text: compact, `/` written `\/`, control
 * characters as JSON.stringify writes them (the same escapes, lowercase
 * hex), non-ASCII raw; undefined where Swift's writer throws (too deep).
 */
export function serializedText(value: JSONValue, depth = 0): string | undefined {
  if (value === null || typeof value === "boolean") return String(value);
  if (typeof value === "number") return numberDescription(value);
  if (typeof value === "string") return JSON.stringify(value).replace(/\//g, "\\/");
  if (depth + 1 > maximumWriteDepth) return undefined;
  const parts: string[] = [];
  if (Array.isArray(value)) {
    for (const element of value) {
      const text = serializedText(element, depth + 1);
      if (text === undefined) return undefined;
      parts.push(text);
    }
    return `[${parts.join(",")}]`;
  }
  for (const key of Object.keys(value)) {
    const text = serializedText(value[key]!, depth + 1);
    if (text === undefined) return undefined;
    parts.push(`${serializedText(key)}:${text}`);
  }
  return `{${parts.join(",")}}`;
}

/** `JSONValue.typeName`, for messages. */
export function typeName(value: JSONValue): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "object") return "object";
  return typeof value;
}

/** The member `key` when the object has it as its own (never one inherited from `Object.prototype`). */
export function own(object: JSONObject, key: string): JSONValue | undefined {
  return Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
}

/** Sets `key` as an own data member, even `__proto__` (an assignment would call its setter). */
export function setMember(object: JSONObject, key: string, value: JSONValue): void {
  if (key === "__proto__") Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}

const ascii = /^[\x00-\x7f]*$/;
/** Per object, its members by the NFC form of their keys; null when every key is ASCII (already NFC). */
const canonicalMembers = new WeakMap<JSONObject, Map<string, JSONValue> | null>();

/** A name as Swift compares it: `String ==` is canonical equivalence, the same as equal NFC forms. */
export function canonicalName(name: string): string {
  return ascii.test(name) ? name : name.normalize("NFC");
}

/**
 * The member named `name` as Swift's `JSONObject` finds it: keys are Swift
 * strings, so `é` written as one scalar finds `e` + combining accent, and a
 * Kelvin sign finds `K`. The exact key is tried first; the NFC index is
 * built once per object, and only for one with a non-ASCII key.
 */
export function member(object: JSONObject, name: string): JSONValue | undefined {
  const exact = own(object, name);
  if (exact !== undefined) return exact;
  let index = canonicalMembers.get(object);
  if (index === undefined) {
    const keys = Object.keys(object);
    index = keys.every((key) => ascii.test(key)) ? null : new Map(keys.map((key) => [canonicalName(key), object[key]!]));
    canonicalMembers.set(object, index);
  }
  const wanted = canonicalName(name);
  return index === null ? (wanted === name ? undefined : own(object, wanted)) : index.get(wanted);
}

