import { isObject, JSONValue } from "../contract/json";
import { Places } from "./text-places";

/** Attributes a renderer fills with a field's text as it is (a name, an alternative text); any other holding it stops the patch. */
const textAttributes = new Set(["aria-label", "alt", "title", "placeholder"]);

/**
 * The strings that changed between two resolutions of a component, as
 * (before, after) pairs, when nothing else changed: the same members, the
 * same numbers and booleans, arrays of the same lengths. Undefined when
 * anything but strings changed, or when a changed string's old or new text
 * is also the text of another of its strings (then which field a text on
 * the page came from cannot be told).
 */
export function changedStrings(before: JSONValue, after: JSONValue): [string, string][] | undefined {
  const pairs: [string, string][] = [];
  const kept: string[] = [];
  if (!walk(before, after, pairs, kept)) return undefined;
  for (let index = 0; index < pairs.length; index++) {
    const [old, now] = pairs[index]!;
    if (kept.includes(old) || kept.includes(now)) return undefined;
    for (let other = 0; other < pairs.length; other++) {
      if (other === index) continue;
      const [otherOld, otherNow] = pairs[other]!;
      if (otherOld.includes(old) || otherNow.includes(now)) return undefined;
    }
  }
  return pairs;
}

/** Collects the changed strings as pairs and the unchanged ones as `kept`; false when anything else differs. */
function walk(a: JSONValue, b: JSONValue, pairs: [string, string][], kept: string[]): boolean {
  if (typeof a === "string" && typeof b === "string") {
    if (a === b) kept.push(a);
    else pairs.push([a, b]);
    return true;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => walk(item, b[index]!, pairs, kept));
  }
  if (isObject(a) || isObject(b)) {
    if (!isObject(a) || !isObject(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => key in b && walk(a[key]!, b[key]!, pairs, kept));
  }
  return a === b;
}

/**
 * Puts each pair's new text where the old one stands in `places` (an
 * element's texts and attributes, `TextPlaces`), when the page shows the
 * old text exactly as its field holds it (a text, or one of the attributes
 * a renderer fills with a field's text as it is) and nowhere inside another
 * text: then the result is what drawing the component again would give,
 * without drawing it. False, changing nothing, when any text is not found
 * so, is found inside another, or the new text is already on the element
 * other than where the old one stands (a renderer may treat equal texts
 * alike).
 */
export function patchTexts(places: Places, pairs: readonly [string, string][]): boolean {
  if (pairs.length === 0 || pairs.some(([old, now]) => old.trim() === "" || now.trim() === "")) return false;
  const found = pairs.map(() => 0);
  const edits: (() => void)[] = [];
  for (const text of places.texts) {
    const data = text.data;
    for (let index = 0; index < pairs.length; index++) {
      const [old, now] = pairs[index]!;
      if (data === old) {
        found[index]! += 1;
        edits.push(() => { text.data = now; });
      } else if (data.includes(old) || data.includes(now)) {
        return false;
      }
    }
  }
  for (const attribute of places.attributes) {
    const value = attribute.value;
    for (let index = 0; index < pairs.length; index++) {
      const [old, now] = pairs[index]!;
      if (value !== old || !textAttributes.has(attribute.name)) {
        if (value.includes(old) || value.includes(now)) return false;
        continue;
      }
      found[index]! += 1;
      edits.push(() => {
        attribute.element.setAttribute(attribute.name, now);
        attribute.value = now;
      });
    }
  }
  if (found.includes(0)) return false;
  for (const edit of edits) edit();
  return true;
}
