import { characters, prefixCharacters, sameCharacters, utf8Length } from "./characters";
import { fixedDecimals } from "./decimals";
import { parseDouble, parseInteger, trimmed } from "./conversions";
import { ExpressionError } from "./error";
import { PatternError } from "./pattern-parser";
import { patternMatches } from "./pattern-matcher";
import { swiftDescription } from "./number-text";
import { Expression } from "./syntax-tree";
import { boolean, ExpressionValue, integer, integerMin, number, quoted, string, valueText } from "./value";

/**
 * The fixed set of functions (contract §8.1), each with Swift's arity, step
 * costs, results and messages, so a client and the server agree on every
 * result.
 */
export interface EvaluationContext {
  error(kind: ExpressionError["kind"], message: string, at: Expression): ExpressionError;
  spend(steps: number, at: Expression): void;
}

interface ExpressionFunction {
  readonly arity: readonly [number, number];
  apply(values: readonly ExpressionValue[], context: EvaluationContext, call: Expression): ExpressionValue;
}

/** A function of one string; its work costs a step per 16 bytes. */
function stringFunction(name: string, body: (text: string) => ExpressionValue): ExpressionFunction {
  return {
    arity: [1, 1],
    apply(values, context, call) {
      const value = values[0]!;
      if (value.type !== "string") {
        throw context.error("typeMismatch", `${name} takes a string, not the ${value.type} ${quoted(value)}`, call);
      }
      context.spend(Math.floor(utf8Length(value.value) / 16), call);
      return body(value.value);
    },
  };
}

/** Swift's case mapping works scalar by scalar (no final-sigma rule), so JavaScript's is applied to each scalar alone. */
function mapScalars(text: string, map: (scalar: string) => string): string {
  let result = "";
  for (const scalar of text) result += map(scalar);
  return result;
}

/** `min` and `max`: two integers give one of them (picked as Swift picks, through doubles), otherwise a number. */
function numeric(name: string, pick: (a: number, b: number) => number): ExpressionFunction {
  return {
    arity: [2, 2],
    apply([a, b], context, call) {
      if (a!.type === "integer" && b!.type === "integer") {
        const left = Number(a!.value);
        return pick(left, Number(b!.value)) === left ? a! : b!;
      }
      if ((a!.type === "integer" || a!.type === "number") && (b!.type === "integer" || b!.type === "number")) {
        return number(pick(Number(a!.value), Number(b!.value)));
      }
      throw context.error("typeMismatch", `${name} takes two numbers`, call);
    },
  };
}

/** Whether `part` occurs in `text`, by characters, as Swift's character-wise search. */
function occurs(part: string, text: string): boolean {
  const needle = characters(part);
  if (needle.length === 0) return true;
  const haystack = characters(text);
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    let index = 0;
    while (index < needle.length && sameCharacters(haystack[start + index]!, needle[index]!)) index++;
    if (index === needle.length) return true;
  }
  return false;
}

export const functions: ReadonlyMap<string, ExpressionFunction> = new Map<string, ExpressionFunction>([
  ["len", stringFunction("len", (text) => integer(BigInt(characters(text).length)))],
  ["trim", stringFunction("trim", (text) => string(trimmed(text)))],
  ["upper", stringFunction("upper", (text) => string(mapScalars(text, (scalar) => scalar.toUpperCase())))],
  ["lower", stringFunction("lower", (text) => string(mapScalars(text, (scalar) => scalar.toLowerCase())))],
  ["contains", {
    arity: [2, 2],
    apply([text, part], context, call) {
      if (text!.type !== "string" || part!.type !== "string") throw context.error("typeMismatch", "contains takes two strings", call);
      context.spend(Math.floor((utf8Length(text!.value) * Math.max(1, utf8Length(part!.value))) / 256), call);
      return boolean(occurs(part!.value, text!.value));
    },
  }],
  ["matches", {
    arity: [2, 2],
    apply([text, pattern], context, call) {
      if (text!.type !== "string" || pattern!.type !== "string") {
        throw context.error("typeMismatch", "matches takes a string and a pattern (a string)", call);
      }
      try {
        return boolean(patternMatches(pattern!.value, text!.value));
      } catch (caught) {
        if (caught instanceof PatternError) throw context.error("pattern", caught.description, call);
        throw caught;
      }
    },
  }],
  ["decimals", {
    arity: [2, 2],
    apply([value, places], context, call) {
      if (places!.type !== "integer" || places!.value < 0n || places!.value > 10n) {
        throw context.error("typeMismatch", "decimals takes the number of places as an integer from 0 to 10", call);
      }
      const count = Number(places!.value);
      if (value!.type === "integer") {
        return string(count === 0 ? value!.value.toString() : `${value!.value}.${"0".repeat(count)}`);
      }
      if (value!.type === "number") {
        const text = fixedDecimals(value!.value, count);
        if (text === null) {
          throw context.error("overflow", `${swiftDescription(value!.value)} is too large to write with ${count} decimals`, call);
        }
        return string(text);
      }
      throw context.error("typeMismatch", `decimals formats a number, not the ${value!.type} ${quoted(value!)}`, call);
    },
  }],
  ["toString", { arity: [1, 1], apply: ([value]) => string(valueText(value!)) }],
  ["toInteger", {
    arity: [1, 1],
    apply([value], context, call) {
      switch (value!.type) {
        case "integer": return value!;
        case "boolean": return integer(value!.value ? 1n : 0n);
        case "number": {
          const n = value!.value;
          // Int(exactly:): whole and inside [-2^63, 2^63).
          if (!Number.isInteger(n) || n < -9223372036854775808 || n >= 9223372036854775808) {
            throw context.error("conversion", `${swiftDescription(n)} is not a whole number in the integer range`, call);
          }
          return integer(BigInt(n));
        }
        case "string": {
          const parsed = parseInteger(trimmed(value!.value));
          if (parsed === null) throw context.error("conversion", `'${prefixCharacters(value!.value, 40)}' is not an integer`, call);
          return integer(parsed);
        }
      }
    },
  }],
  ["toNumber", {
    arity: [1, 1],
    apply([value], context, call) {
      switch (value!.type) {
        case "number": return value!;
        case "integer": return number(Number(value!.value));
        case "string": {
          const parsed = parseDouble(trimmed(value!.value));
          if (parsed === null || !Number.isFinite(parsed)) {
            throw context.error("conversion", `'${prefixCharacters(value!.value, 40)}' is not a number`, call);
          }
          return number(parsed);
        }
        case "boolean":
          throw context.error("conversion", "a boolean has no number; use a condition (flag ? 1.0 : 0.0)", call);
      }
    },
  }],
  ["min", numeric("min", (a, b) => (a < b ? a : b))],
  ["max", numeric("max", (a, b) => (a > b ? a : b))],
  ["abs", {
    arity: [1, 1],
    apply([value], context, call) {
      if (value!.type === "integer") {
        if (value!.value === integerMin) throw context.error("overflow", `abs(${value!.value}) is out of the integer range`, call);
        return integer(value!.value < 0n ? -value!.value : value!.value);
      }
      if (value!.type === "number") return number(Math.abs(value!.value));
      throw context.error("typeMismatch", `abs takes a number, not the ${value!.type} ${quoted(value!)}`, call);
    },
  }],
]);

const sortedNames = [...functions.keys()].sort().join(", ");

export function unknownFunctionMessage(name: string): string {
  return `there is no function '${name}'; the functions are ${sortedNames}`;
}

export function arityMessage(name: string, arity: readonly [number, number], given: number): string {
  const wanted = arity[0] === arity[1] ? `${arity[0]}` : `${arity[0]} to ${arity[1]}`;
  return `${name} takes ${wanted} argument${arity[1] === 1 ? "" : "s"}, not ${given}`;
}
