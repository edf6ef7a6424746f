/**
 * The W3C `traceparent` every request carries (docs/tracing.md, "The
 * clients"): `00-<trace>-<span>-01`, the ids from `crypto.getRandomValues`,
 * never all zero (the last byte's low bit is set, as Swift's
 * `TraceParent.root()` sets it). A trace begins at each of the person's
 * actions (`startTrace`); every request until the next one carries that
 * trace with a span id of its own (`traceParent`, which `API.fetch` calls
 * for every request, so no call site can forget it). An action's own
 * requests name the trace it began with (`API.fetch`'s `trace`), so a
 * background trace begun while it waits (a timer, a stream's change)
 * does not split it.
 */

/** `bytes` random bytes as lower-case hex, never all zero. */
function randomHex(bytes: number): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes));
  random[bytes - 1] |= 1;
  return Array.from(random, (byte) => (byte + 256).toString(16).slice(1)).join("");
}

let trace = "";

/**
 * Begins a new trace: a click or key on an element, the first address or a
 * deep link, back or forward, a timer, a stream's reconnection. Returns it,
 * so an action whose requests come after awaits keeps its own trace though
 * another begins meanwhile (`ActionEnvironment` captures it).
 */
export function startTrace(): string {
  trace = randomHex(16);
  return trace;
}

/** The trace begun last (one is begun if none was). */
export function currentTrace(): string {
  return trace || startTrace();
}

/** The header for one request: in `inTrace` (an action's, captured when it began), else the current trace; a new span. */
export function traceParent(inTrace?: string): string {
  return `00-${inTrace ?? currentTrace()}-${randomHex(8)}-01`;
}
