/**
 * The W3C `traceparent` every request carries (docs/tracing.md, "The
 * clients"): `00-<trace>-<span>-01`, the ids from `crypto.getRandomValues`,
 * never all zero (the last byte's low bit is set, as Swift's
 * `TraceParent.root()` sets it). A trace begins at each of the person's
 * actions (`startTrace`); every request until the next one carries that
 * trace with a span id of its own (`traceParent`, which `API.fetch` calls
 * for every request, so no call site can forget it).
 */

/** `bytes` random bytes as lower-case hex, never all zero. */
function randomHex(bytes: number): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes));
  random[bytes - 1] |= 1;
  return Array.from(random, (byte) => (byte + 256).toString(16).slice(1)).join("");
}

let trace = "";

/** Begins a new trace: a click or key on an element, the first address or a deep link, back or forward, a timer, a stream's reconnection. */
export function startTrace(): void {
  trace = randomHex(16);
}

/** The header for one request: the current action's trace (one is begun if none was), a new span. */
export function traceParent(): string {
  if (!trace) startTrace();
  return `00-${trace}-${randomHex(8)}-01`;
}
