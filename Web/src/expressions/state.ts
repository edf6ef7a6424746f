import { JSONValue } from "../contract/json";
import { ExpressionValue, inIntegerRange, integer, number, string, boolean } from "./value";

/**
 * State values as expressions see them, following Swift's `ExpressionValue(json:)`:
 * a JSON integer literal that fits 64 bits is an integer, any other number a
 * number. `JSON.parse` forgets how a number was written, so a plain
 * JavaScript number counts as an integer when it is a safe whole number;
 * `readExactJSON` keeps what `JSON.parse` loses (`2.0` stays a number as an
 * `ExactNumber`, integers past 2^53 stay exact as `bigint`).
 */
export class ExactNumber {
  /** A number written with a fraction or an exponent (`2.0`, `1e3`, `-0.0`): a number, never an integer. */
  constructor(readonly value: number) {}
}

export type StateInput = JSONValue | bigint | ExactNumber | ExpressionValue | StateInput[] | { [key: string]: StateInput };

/** Where names are looked up: a map-like (`ScreenState`, `Map`), a plain object, or a function. */
export type StateSource =
  | { get(name: string): StateInput | undefined }
  | Readonly<Record<string, StateInput>>
  | ((name: string) => StateInput | undefined);

export function lookupIn(state: StateSource): (name: string) => StateInput | undefined {
  if (typeof state === "function") return state;
  if (state instanceof Map || (typeof (state as { get?: unknown }).get === "function" && !Object.prototype.hasOwnProperty.call(state, "get"))) {
    const reader = state as { get(name: string): StateInput | undefined };
    return (name) => reader.get(name);
  }
  const record = state as Readonly<Record<string, StateInput>>;
  return (name) => (Object.prototype.hasOwnProperty.call(record, name) ? record[name] : undefined);
}

/** Whether `input` is already an expression value (`{type, value}` with a matching value). */
function isExpressionValue(input: object): input is ExpressionValue {
  const candidate = input as { type?: unknown; value?: unknown };
  switch (candidate.type) {
    case "integer": return typeof candidate.value === "bigint";
    case "number": return typeof candidate.value === "number";
    case "string": return typeof candidate.value === "string";
    case "boolean": return typeof candidate.value === "boolean";
    default: return false;
  }
}

/** The outcome of reading a state value: a value, nothing (`null`, absent), or a list or object. */
export type StateReading = ExpressionValue | "missing" | "list" | "object";

export function readState(input: StateInput | undefined): StateReading {
  if (input === undefined || input === null) return "missing";
  switch (typeof input) {
    case "boolean": return boolean(input);
    case "string": return string(input);
    case "bigint": return inIntegerRange(input) ? integer(input) : number(Number(input));
    case "number":
      return Number.isSafeInteger(input) && !Object.is(input, -0) ? integer(BigInt(input)) : number(input);
    default:
      if (input instanceof ExactNumber) return number(input.value);
      if (Array.isArray(input)) return "list";
      return isExpressionValue(input) ? input : "object";
  }
}
