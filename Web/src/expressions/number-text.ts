/**
 * Numbers written exactly as Swift writes a `Double`, so the two clients
 * show the same text for every value:
 * - `description`: the shortest digits that read back (JavaScript picks the
 *   same digits), in decimal notation with at least one decimal (`100.0`,
 *   `0.0001`) unless the value is below 1e-4 or above 2^53, then
 *   `1e-05`, `1.8e+16` (exponent signed, at least two digits);
 * - `numberText`: how a number reads inside a text — whole values below 1e15
 *   as integers (`2`, and `0` for negative zero), everything else as
 *   `description`.
 */

const twoTo53 = 9007199254740992;

/** Swift's `Double.description` for a finite value (and `inf`, `nan` for completeness). */
export function swiftDescription(value: number): string {
  if (Number.isNaN(value)) return "nan";
  if (!Number.isFinite(value)) return value < 0 ? "-inf" : "inf";
  if (value === 0) return Object.is(value, -0) ? "-0.0" : "0.0";
  const sign = value < 0 ? "-" : "";
  // "d.ddde±x": the shortest round-tripping digits and the exponent.
  const [mantissa, exponentText] = Math.abs(value).toExponential().split("e") as [string, string];
  const digits = mantissa.replace(".", "");
  const exponent = Number(exponentText);
  if (exponent < -4 || Math.abs(value) > twoTo53) {
    const shownExponent = Math.abs(exponent) < 10 ? `0${Math.abs(exponent)}` : `${Math.abs(exponent)}`;
    return `${sign}${mantissa}e${exponent < 0 ? "-" : "+"}${shownExponent}`;
  }
  if (exponent < 0) return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
  const whole = digits.length > exponent + 1 ? digits.slice(0, exponent + 1) : digits + "0".repeat(exponent + 1 - digits.length);
  const fraction = digits.length > exponent + 1 ? digits.slice(exponent + 1) : "0";
  return `${sign}${whole}.${fraction}`;
}

/** How a number reads in a text (`ExpressionValue.text`): no `.0` when whole and below 1e15. */
export function numberText(value: number): string {
  if (Number.isFinite(value) && Math.trunc(value) === value && Math.abs(value) < 1e15) {
    return Object.is(value, -0) ? "0" : String(value);
  }
  return swiftDescription(value);
}
