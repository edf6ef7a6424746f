/**
 * The web client's `traceparent` (docs/tracing.md, "The clients"): the W3C
 * format (55 characters, lower-case hex, version 00, flags 01, ids never
 * all zero, even from a generator that gives only zeros); every request of
 * one action, whatever sends it (a screen, a command, a page, the live
 * stream, an analytics upload, all through `API.fetch`), carries that
 * action's trace with a span id of its own, even when another trace began
 * while it waited; the next action, a page of rows and a live stream's
 * reconnection each begin a new trace. Run by
 * Scripts/test-web-units.sh.
 */
import { API } from "../src/net/api";
import { LiveStream } from "../src/net/live-stream";
import { EventQueue } from "../src/analytics/event-queue";
import { Uploader } from "../src/analytics/uploader";
import { startTrace, traceParent } from "../src/tracing/trace-parent";
import { Diagnostics } from "../src/contract/diagnostics";
import { ScreenContext } from "../src/app/screen-context";
import { ScreenState } from "../src/state/screen-state";
import { Theme } from "../src/render/theme";
import { actions, components } from "./render-harness";

const failures: string[] = [];
let checks = 0;
function expect(what: string, actual: unknown, expected: unknown): void {
  checks += 1;
  if (JSON.stringify(actual) !== JSON.stringify(expected)) failures.push(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
}

const format = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;
const traceOf = (header: string | undefined): string | undefined => format.exec(header ?? "")?.[1];
const spanOf = (header: string | undefined): string | undefined => format.exec(header ?? "")?.[2];

/** What the client sent, one entry a request: its URL and its traceparent. */
const sent: { url: string; traceparent: string | undefined }[] = [];
let answer: () => Promise<Response> = async () => new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } });
(globalThis as unknown as { fetch: unknown }).fetch = async (url: string, init: RequestInit) => {
  sent.push({ url, traceparent: (init.headers as Record<string, string>).traceparent });
  return answer();
};
(globalThis as unknown as { navigator: unknown }).navigator = { languages: ["en-GB"], language: "en-GB" };
(globalThis as unknown as { window: unknown }).window = {
  setTimeout: (run: () => void) => setTimeout(run, 0),
  clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
};

function checkFormat(): void {
  for (let round = 0; round < 200; round += 1) {
    startTrace();
    const header = traceParent();
    expect("55 characters", header.length, 55);
    expect(`${header} is version 00, lower-case hex, flags 01`, format.test(header), true);
    expect(`${header}'s trace id is not all zero`, /^0+$/.test(traceOf(header) ?? "0"), false);
    expect(`${header}'s span id is not all zero`, /^0+$/.test(spanOf(header) ?? "0"), false);
  }
  // A generator that gives only zeros still makes ids that are not all zero.
  const real = crypto.getRandomValues.bind(crypto);
  (crypto as unknown as { getRandomValues: unknown }).getRandomValues = <T extends ArrayBufferView | null>(array: T) => array;
  try {
    startTrace();
    const header = traceParent();
    expect("ids from zero bytes", header, `00-${"0".repeat(31)}1-${"0".repeat(15)}1-01`);
  } finally {
    (crypto as unknown as { getRandomValues: unknown }).getRandomValues = real;
  }
}

async function main(): Promise<void> {
  checkFormat();
  const api = new API("c:text@1");

  // One action: the command, the screen loaded after it and its analytics upload share a trace, each with its own span.
  startTrace();
  sent.length = 0;
  await api.send("commands/favourites/add", "POST", { id: "1" }, {});
  await api.screen("music");
  const queue = new EventQueue();
  queue.add({ id: "e1", name: "actionRan", timestamp: 0, properties: {} });
  answer = async () => new Response(JSON.stringify({ accepted: 1, duplicates: 0 }), { status: 200, headers: { "Content-Type": "application/json" } });
  await new Uploader(queue, "/v2/analytics/events", (url, init) => api.fetch(url, init)).flush();
  expect("requests of the first action", sent.map((request) => request.url), ["/v2/commands/favourites/add", "/v2/screens/music", "/v2/analytics/events"]);
  const first = sent.map((request) => traceOf(request.traceparent));
  expect("every request carries a traceparent", first.every((trace) => trace !== undefined), true);
  expect("one trace across the first action's requests", new Set(first).size, 1);
  expect("a span of its own per request", new Set(sent.map((request) => spanOf(request.traceparent))).size, 3);

  // The next action: a new trace, the same for its requests.
  startTrace();
  sent.length = 0;
  await api.deepLink("https://example.com/scan").catch(() => undefined);
  await api.get("screens/music");
  const second = sent.map((request) => traceOf(request.traceparent));
  expect("one trace across the second action's requests", new Set(second).size, 1);
  expect("the second action's trace is not the first's", second[0] !== first[0], true);
  expect("fresh spans in the second action", new Set(sent.map((request) => spanOf(request.traceparent))).size, 2);

  // An action's requests name the trace it began with (what its environment captured), though another
  // trace begins while it waits for an answer (a timer, a stream's change): its command and the screen it opens stay one trace.
  const action = startTrace();
  sent.length = 0;
  answer = async () => new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } });
  await api.send("commands/scan-and-go/parcel", "POST", { location: "AMS-01" }, {}, action);
  const background = startTrace();
  await api.screen("scan-and-go/orders/o-1/address", action);
  await api.plain("commands/ping", "POST", undefined, {}, action);
  expect("the action's requests keep its trace", sent.map((request) => traceOf(request.traceparent)), [action, action, action]);
  expect("each with a span of its own", new Set(sent.map((request) => spanOf(request.traceparent))).size, 3);
  expect("a request without an action's trace takes the current one", traceOf(traceParent()), background);

  // A page of rows (as the list nears the view) is a trace of its own ("next page").
  answer = async () => new Response(JSON.stringify({ components: [] }), { status: 200, headers: { "Content-Type": "application/json" } });
  sent.length = 0;
  const context = new ScreenContext(new Diagnostics(), new ScreenState(), components, actions, api, new Theme(undefined, false), () => {});
  await context.loadPage({ path: "composers/beethoven/works", cursor: "20" });
  expect("the page was asked for", sent.map((request) => request.url), ["/v2/pages/composers/beethoven/works?cursor=20"]);
  expect("a page's trace is not the action's before it", traceOf(sent[0]?.traceparent) !== second[0], true);

  // A live stream: the first connection is the opening action's, a reconnection a trace of its own.
  startTrace();
  const opening = traceOf(traceParent());
  sent.length = 0;
  let connections = 0;
  const reconnected = new Promise<void>((resolve) => {
    answer = async () => {
      connections += 1;
      if (connections >= 2) resolve();
      throw new TypeError("the connection dropped");
    };
  });
  const stream = new LiveStream("/v2/live/music", (url, init) => api.fetch(url, init), undefined, () => {});
  stream.start();
  await reconnected;
  stream.stop();
  expect("the stream's first connection is the opening action's", traceOf(sent[0]?.traceparent), opening);
  expect("a reconnection begins a trace", traceOf(sent[1]?.traceparent) !== opening, true);

  if (failures.length > 0) {
    console.log(failures.join("\n"));
    process.exit(1);
  }
  console.log(`trace-parent: ${checks} checks hold`);
}

void main();
