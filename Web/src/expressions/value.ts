import { numberText, swiftDescription } from "./number-text";
import { characters } from "./characters";

/**
 * What an expression evaluates to: four types, kept apart as in Swift's
 * `ExpressionValue`. Integers are `bigint` so 64-bit arithmetic (and its
 * overflow) is exact where a JavaScript number would silently round.
 */
export type ExpressionValue =
  | { readonly type: "integer"; readonly value: bigint }
  | { readonly type: "number"; readonly value: number }
  | { readonly type: "string"; readonly value: string }
  | { readonly type: "boolean"; readonly value: boolean };

export type ValueType = ExpressionValue["type"];

export const integerMin = -(1n << 63n);
export const integerMax = (1n << 63n) - 1n;

export function integer(value: bigint): ExpressionValue {
  return { type: "integer", value };
}
export function number(value: number): ExpressionValue {
  return { type: "number", value };
}
export function string(value: string): ExpressionValue {
  return { type: "string", value };
}
export function boolean(value: boolean): ExpressionValue {
  return { type: "boolean", value };
}

/** Whether `value` fits a 64-bit signed integer. */
export function inIntegerRange(value: bigint): boolean {
  return value >= integerMin && value <= integerMax;
}

/** How the value reads inside a text: integers in decimal, whole numbers without `.0`, booleans as true/false. */
export function valueText(value: ExpressionValue): string {
  switch (value.type) {
    case "integer": return value.value.toString();
    case "number": return numberText(value.value);
    case "string": return value.value;
    case "boolean": return value.value ? "true" : "false";
  }
}

/** The value as it would be written in an expression (Swift's `Expression.literal`). */
export function literalText(value: ExpressionValue): string {
  switch (value.type) {
    case "integer": return value.value.toString();
    case "number": {
      const text = swiftDescription(value.value);
      return text.includes(".") || text.includes("e") ? text : text + ".0";
    }
    case "boolean": return value.value ? "true" : "false";
    case "string": {
      let quoted = "'";
      for (const character of characters(value.value)) {
        switch (character) {
          case "'": quoted += "\\'"; break;
          case "\\": quoted += "\\\\"; break;
          case "\n": quoted += "\\n"; break;
          case "\t": quoted += "\\t"; break;
          default: quoted += character;
        }
      }
      return quoted + "'";
    }
  }
}

/** A value as written in an error message, shortened to 40 characters. */
export function quoted(value: ExpressionValue): string {
  const written = literalText(value);
  const parts = characters(written);
  return parts.length > 40 ? parts.slice(0, 37).join("") + "…" : written;
}

/**
 * The value as JSON, for a field whose whole text is one expression
 * (`"visible": "@{insured}"` becomes `true`). An integer past 2^53 becomes
 * the nearest JavaScript number, as it would from `JSON.parse`.
 */
export function valueJSON(value: ExpressionValue): string | number | boolean {
  return value.type === "integer" ? Number(value.value) : value.value;
}
