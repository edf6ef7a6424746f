import { ExpressionError } from "./error";
import { swiftDescription } from "./number-text";
import { integerMax, inIntegerRange } from "./value";

/**
 * Splits an expression into tokens, as Swift's `ExpressionLexer` does:
 * integers (64-bit), numbers (`2.5`, `1e-3`), strings in single quotes with
 * `\'`, `\\`, `\n`, `\t` escapes (any other backslash is kept, so `'^\d+$'`
 * is a pattern as written), names of ASCII letters, digits and `_`, and the
 * operators. Positions are Unicode scalars, so columns match Swift's.
 */
export type Token =
  | { readonly kind: "integer"; readonly value: bigint; readonly column: number }
  | { readonly kind: "number"; readonly value: number; readonly column: number }
  | { readonly kind: "string"; readonly value: string; readonly column: number }
  | { readonly kind: "name"; readonly value: string; readonly column: number }
  | { readonly kind: "symbol"; readonly value: string; readonly column: number }
  | { readonly kind: "end"; readonly column: number };

const symbols2 = new Set(["&&", "||", "==", "!=", "<=", ">="]);
const symbols1 = new Set(["+", "-", "*", "/", "%", "!", "<", ">", "?", ":", "(", ")", ","]);

const isDigit = (scalar: string | undefined): boolean => scalar !== undefined && scalar >= "0" && scalar <= "9";
const isNameStart = (scalar: string | undefined): boolean =>
  scalar !== undefined && ((scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar === "_");

/** A scalar as a message shows it: control characters as `U+…`. */
function printable(scalar: string): string {
  const value = scalar.codePointAt(0)!;
  return value < 0x20 || value === 0x7f ? `U+${value.toString(16).toUpperCase()}` : scalar;
}

export function tokenize(source: string, scalars: readonly string[]): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  const error = (message: string, at: number): ExpressionError => {
    const kind = message.includes("largest integer") || message.includes("not a finite number") ? "overflow" : "syntax";
    return new ExpressionError(kind, source, at + 1, message);
  };

  const number = (start: number): Token => {
    let isInteger = true;
    while (isDigit(scalars[index])) index++;
    if (scalars[index] === "." && isDigit(scalars[index + 1])) {
      isInteger = false;
      index++;
      while (isDigit(scalars[index])) index++;
    }
    if (scalars[index] === "e" || scalars[index] === "E") {
      let look = index + 1;
      if (scalars[look] === "+" || scalars[look] === "-") look++;
      if (isDigit(scalars[look])) {
        isInteger = false;
        index = look;
        while (isDigit(scalars[index])) index++;
      }
    }
    if (isNameStart(scalars[index])) throw error("a number cannot run into a name; put an operator between them", index);
    const text = scalars.slice(start, index).join("");
    if (isInteger) {
      const value = BigInt(text);
      if (!inIntegerRange(value)) throw error(`${text} is larger than the largest integer, ${integerMax}`, start);
      return { kind: "integer", value, column: start + 1 };
    }
    const value = Number(text);
    if (!Number.isFinite(value)) throw error(`${text} is not a finite number`, start);
    return { kind: "number", value, column: start + 1 };
  };

  const quoted = (start: number): Token => {
    index++;
    let text = "";
    while (index < scalars.length) {
      const scalar = scalars[index]!;
      if (scalar === "'") {
        index++;
        return { kind: "string", value: text, column: start + 1 };
      }
      if (scalar === "\\") {
        if (index + 1 >= scalars.length) break;
        const next = scalars[index + 1]!;
        // Any other escape is kept as written, so '\d+' is the pattern \d+.
        text += next === "'" ? "'" : next === "\\" ? "\\" : next === "n" ? "\n" : next === "t" ? "\t" : "\\" + next;
        index += 2;
        continue;
      }
      text += scalar;
      index++;
    }
    throw error("this string has no closing quote (')", start);
  };

  for (;;) {
    while (scalars[index] === " " || scalars[index] === "\t" || scalars[index] === "\n" || scalars[index] === "\r") index++;
    const start = index;
    if (index >= scalars.length) {
      tokens.push({ kind: "end", column: start + 1 });
      return tokens;
    }
    const scalar = scalars[index]!;
    if (isDigit(scalar)) tokens.push(number(start));
    else if (isNameStart(scalar)) {
      while (isNameStart(scalars[index]) || isDigit(scalars[index])) index++;
      tokens.push({ kind: "name", value: scalars.slice(start, index).join(""), column: start + 1 });
    } else if (scalar === "'") tokens.push(quoted(start));
    else if (index + 1 < scalars.length && symbols2.has(scalar + scalars[index + 1])) {
      tokens.push({ kind: "symbol", value: scalar + scalars[index + 1], column: start + 1 });
      index += 2;
    } else if (symbols1.has(scalar)) {
      tokens.push({ kind: "symbol", value: scalar, column: start + 1 });
      index++;
    } else if (scalar === "=" || scalar === "&" || scalar === "|") {
      throw error(`'${scalar}' is not an operator; did you mean '${scalar}${scalar}'?`, start);
    } else {
      throw error(`'${printable(scalar)}' cannot start anything in an expression`, start);
    }
  }
}

/** A token as a message names it (Swift's `ExpressionParser.describe`). */
export function describeToken(token: Token): string {
  switch (token.kind) {
    case "integer": return `the number ${token.value}`;
    case "number": return `the number ${swiftDescription(token.value)}`;
    case "string": return "a string";
    case "name": return `the name '${token.value}'`;
    case "symbol": return `'${token.value}'`;
    case "end": return "the end of the expression";
  }
}
