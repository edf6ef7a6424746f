import { ExactNumber, StateInput } from "./state";

/**
 * Reads JSON text keeping what `JSON.parse` loses and Swift's `JSONNumber`
 * keeps: an integer literal that fits 64 bits stays exact (a `number` when
 * safe, a `bigint` past 2^53), and a number written with a fraction or an
 * exponent stays a number even when whole (`2.0` becomes `ExactNumber(2)`),
 * so a state read this way gives expressions the types Swift gives them.
 * Strings are decoded by `JSON.parse`; the input is expected to be valid.
 */
export function readExactJSON(text: string): StateInput {
  let index = 0;
  const fail = (): never => {
    throw new SyntaxError(`readExactJSON: unexpected input at ${index}`);
  };
  const space = (): void => {
    while (index < text.length && " \t\n\r".includes(text[index]!)) index++;
  };
  const value = (): StateInput => {
    space();
    const next = text[index];
    if (next === "{") {
      index++;
      const object: { [key: string]: StateInput } = {};
      space();
      if (text[index] === "}") {
        index++;
        return object;
      }
      for (;;) {
        space();
        const key = value();
        if (typeof key !== "string") fail();
        space();
        if (text[index++] !== ":") fail();
        Object.defineProperty(object, key as string, { value: value(), enumerable: true, writable: true, configurable: true });
        space();
        const separator = text[index++];
        if (separator === "}") return object;
        if (separator !== ",") fail();
      }
    }
    if (next === "[") {
      index++;
      const array: StateInput[] = [];
      space();
      if (text[index] === "]") {
        index++;
        return array;
      }
      for (;;) {
        array.push(value());
        space();
        const separator = text[index++];
        if (separator === "]") return array;
        if (separator !== ",") fail();
      }
    }
    if (next === '"') {
      const start = index;
      index++;
      while (index < text.length && text[index] !== '"') index += text[index] === "\\" ? 2 : 1;
      index++;
      return JSON.parse(text.slice(start, index)) as string;
    }
    const literal = /^(?:true|false|null|-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)/.exec(text.slice(index, index + 400));
    if (!literal) return fail();
    index += literal[0].length;
    switch (literal[0]) {
      case "true": return true;
      case "false": return false;
      case "null": return null;
    }
    return exactNumber(literal[0]);
  };
  const result = value();
  space();
  if (index !== text.length) fail();
  return result;
}

/** A JSON number literal with its kind kept. */
export function exactNumber(literal: string): StateInput {
  if (/^-?[0-9]+$/.test(literal)) {
    const big = BigInt(literal);
    if (big >= -(1n << 63n) && big < 1n << 63n) {
      return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
    }
  }
  const value = Number(literal);
  return Number.isInteger(value) || Object.is(value, -0) ? new ExactNumber(value) : value;
}
