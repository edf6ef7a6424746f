/**
 * `decimals(n, places)` for numbers, as Swift's `FixedDecimals`: scale by
 * 10^places (the same floating-point product, so 2.675 * 100 is
 * 267.49999999999997 and rounds down in both clients), round half away from
 * zero, and write the digits. Null when the scaled value passes 2^53, where
 * a double no longer holds every integer.
 */
export function fixedDecimals(value: number, places: number): string | null {
  let scale = 1;
  for (let step = 0; step < places; step++) scale *= 10;
  const scaled = roundHalfAwayFromZero(value * scale);
  if (!Number.isFinite(scaled) || Math.abs(scaled) > 9007199254740992) return null;
  let digits = BigInt(Math.abs(scaled)).toString();
  if (places > 0) {
    if (digits.length <= places) digits = "0".repeat(places - digits.length + 1) + digits;
    digits = digits.slice(0, digits.length - places) + "." + digits.slice(digits.length - places);
  }
  return (scaled < 0 ? "-" : "") + digits;
}

/** Swift's `rounded(.toNearestOrAwayFromZero)`; `x - trunc(x)` is exact, so no half is misjudged. */
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) return value;
  const whole = Math.trunc(value);
  if (Math.abs(value - whole) >= 0.5) return whole + Math.sign(value);
  return whole;
}
