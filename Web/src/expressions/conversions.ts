import { characters, isWhitespaceCharacter } from "./characters";
import { inIntegerRange } from "./value";

/**
 * Text to numbers as Swift's initializers read it, for `toInteger` and
 * `toNumber`: `Int(text)` takes an optional sign and ASCII digits only;
 * `Double(text)` is C's strtod over the whole text (decimal, hexadecimal
 * `0x1p3`, `inf`/`nan`, which the caller refuses). JavaScript's `Number()`
 * differs (it reads `""` as 0 and trims), so neither is used bare.
 */

/** Swift's `trimmed`: without leading and trailing white-space characters. */
export function trimmed(text: string): string {
  const parts = characters(text);
  let first = 0;
  let last = parts.length - 1;
  while (first <= last && isWhitespaceCharacter(parts[first]!)) first++;
  while (last >= first && isWhitespaceCharacter(parts[last]!)) last--;
  return parts.slice(first, last + 1).join("");
}

/** Swift's `Int(text)`, nil outside 64 bits. */
export function parseInteger(text: string): bigint | null {
  if (!/^[+-]?[0-9]+$/.test(text)) return null;
  const value = BigInt(text);
  return inIntegerRange(value) ? value : null;
}

/** Swift's `Double(text)`. */
export function parseDouble(text: string): number | null {
  if (/^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$/.test(text)) return Number(text);
  if (/^[+-]?(inf|infinity)$/i.test(text)) return text.startsWith("-") ? -Infinity : Infinity;
  if (/^[+-]?nan$/i.test(text)) return NaN;
  const hex = /^([+-]?)0[xX]([0-9a-fA-F]*)\.?([0-9a-fA-F]*)(?:[pP]([+-]?[0-9]+))?$/.exec(text);
  if (hex && (hex[2]! + hex[3]!).length > 0) {
    const mantissa = BigInt("0x" + (hex[2]! + hex[3]!));
    const exponent = Number(hex[4] ?? "0") - 4 * hex[3]!.length;
    const value = Number(mantissa) * Math.pow(2, exponent);
    return hex[1] === "-" ? -value : value;
  }
  return null;
}
