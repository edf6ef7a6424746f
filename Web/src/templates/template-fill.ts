import { JSONObject, JSONValue } from "../contract/json";
import { utf8Length } from "../expressions/characters";
import { compactByteCount, member, numberDescription, serializedText } from "./json-measure";

/**
 * One string of a template's body with its `${name}`s filled in (Swift's
 * `TemplateFill`). The new string's length in UTF-8 bytes is known before it
 * is built, so an argument doubled at every level of nesting is refused
 * while it is still small.
 *
 * Swift scans UTF-8 bytes; this scans UTF-16 units. The delimiters (`$`,
 * `{`, `}`, `\`) are ASCII, which no other unit of either encoding equals,
 * so both find the same pieces; lengths are counted in UTF-8 bytes.
 */
export type TemplateFill =
  /** The string holds no reference to an argument and no `\${`: keep it. */
  | { kind: "unchanged" }
  /** The string is exactly `${name}`: the argument's own value, whatever its type. */
  | { kind: "placed"; value: JSONValue }
  | { kind: "text"; text: string }
  /** The filled text would take more than the allowance; it was not built. */
  | { kind: "overBudget"; needed: number };

type Piece = { kind: "literal"; start: number; end: number } | { kind: "escape" } | { kind: "argument"; value: JSONValue };

/** Fills `text` from `scope`; a name without an argument is left as written. */
export function fillTemplateText(text: string, scope: JSONObject, allowance: number): TemplateFill {
  if (!text.includes("$")) return { kind: "unchanged" };
  const count = text.length;
  if (count > 3 && text.startsWith("${") && text.endsWith("}") && !text.slice(2, count - 1).includes("}")) {
    const value = member(scope, text.slice(2, count - 1));
    if (value !== undefined) return { kind: "placed", value };
  }
  const pieces: Piece[] = [];
  let literalStart = 0;
  let index = 0;
  const endLiteral = (end: number): void => {
    if (literalStart < end) pieces.push({ kind: "literal", start: literalStart, end });
  };
  while (index < count) {
    if (text[index] === "\\" && index + 2 < count && text[index + 1] === "$" && text[index + 2] === "{") {
      endLiteral(index);
      pieces.push({ kind: "escape" });
      index += 3;
      literalStart = index;
      continue;
    }
    if (text[index] === "$" && index + 1 < count && text[index + 1] === "{") {
      const end = text.indexOf("}", index + 2);
      const value = end < 0 ? undefined : member(scope, text.slice(index + 2, end));
      if (value !== undefined) {
        endLiteral(index);
        pieces.push({ kind: "argument", value });
        index = end + 1;
        literalStart = index;
        continue;
      }
    }
    index += 1;
  }
  if (pieces.length === 0) return { kind: "unchanged" };
  endLiteral(count);

  let needed = 0;
  for (const piece of pieces) {
    if (piece.kind === "literal") needed += utf8Length(text.slice(piece.start, piece.end));
    else if (piece.kind === "escape") needed += 2;
    else needed += textByteCount(piece.value);
  }
  if (needed > allowance) return { kind: "overBudget", needed };

  let result = "";
  for (const piece of pieces) {
    if (piece.kind === "literal") result += text.slice(piece.start, piece.end);
    else if (piece.kind === "escape") result += "${";
    else result += textOf(piece.value);
  }
  return { kind: "text", text: result };
}

/** The bytes `value` takes inside a longer string, as counted before it is written (JSON's compact count for arrays and objects). */
function textByteCount(value: JSONValue): number {
  if (typeof value === "string") return utf8Length(value);
  if (value === null) return 0;
  return compactByteCount(value);
}

/** How `value` reads inside a longer string: a string as itself, null as nothing, arrays and objects as compact JSON. */
function textOf(value: JSONValue): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return numberDescription(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value === null) return "";
  return serializedText(value) ?? "";
}
