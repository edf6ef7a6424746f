/**
 * Toasts in the web client, against Swift's `ShowToastAction` and the
 * terminal's status line: the same bounds (2–10 s, 4 s by default, 200
 * characters counted as Swift counts them), the same diagnostics' kinds
 * and paths, a malformed toast refused; the runner and a `done` result's
 * toast reach the status line, a polite live region that takes no focus,
 * for exactly their seconds on a fake clock. Run by Scripts/test-web-units.sh.
 */
import { Diagnostics, Malformed } from "../src/contract/diagnostics";
import { Fields } from "../src/contract/fields";
import { JSONObject, JSONValue } from "../src/contract/json";
import { ActionEnvironment } from "../src/actions/registry";
import { handleResult } from "../src/actions/command";
import { coreActions } from "../src/actions/core-actions";
import { readToast, showToastRunner, toastBounds } from "../src/actions/toast";
import { StatusLine } from "../src/ui/status-line";
import { installFakeDOM, FakeElement } from "./fake-dom";

const failures: string[] = [];
let checks = 0;
function expect(what: string, actual: unknown, expected: unknown): void {
  checks += 1;
  if (JSON.stringify(actual) !== JSON.stringify(expected)) failures.push(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
}

/** A fake clock for `window.setTimeout`: time moves only when the test says so. */
const clock = { now: 0, timers: new Map<number, { at: number; run: () => void }>(), next: 1 };
function advance(milliseconds: number): void {
  clock.now += milliseconds;
  for (const [id, timer] of [...clock.timers].sort((a, b) => a[1].at - b[1].at)) {
    if (timer.at <= clock.now) {
      clock.timers.delete(id);
      timer.run();
    }
  }
}
installFakeDOM();
(globalThis as unknown as { window: unknown }).window = {
  setTimeout: (run: () => void, delay: number) => { const id = clock.next++; clock.timers.set(id, { at: clock.now + delay, run }); return id; },
  clearTimeout: (id: number | undefined) => { if (id !== undefined) clock.timers.delete(id); },
};

function read(object: JSONObject): { toast?: { message: string; seconds: number }; refused?: string; diagnostics: string[] } {
  const diagnostics = new Diagnostics();
  try {
    const toast = readToast(new Fields(object, "action", diagnostics));
    return { toast, diagnostics: diagnostics.items.map((item) => `${item.kind} ${item.path}`) };
  } catch (error) {
    if (!(error instanceof Malformed)) throw error;
    return { refused: error.path, diagnostics: diagnostics.items.map((item) => `${item.kind} ${item.path}`) };
  }
}

/** An environment that records what reaches the status line. */
function environment(said: [string, number | undefined][]): ActionEnvironment {
  return { status: (message: string, seconds?: number) => { said.push([message, seconds]); } } as unknown as ActionEnvironment;
}

async function main(): Promise<void> {
  // Reading: as ShowToastDecodingTests holds Swift to it.
  expect("good", read({ message: "Saved for later", duration: 2.5 }), { toast: { message: "Saved for later", seconds: 2.5 }, diagnostics: [] });
  expect("default", read({ message: "Saved" }).toast?.seconds, toastBounds.defaultSeconds);
  for (const [sent, shown] of [[0, 2], [-5, 2], [1.999, 2], [2, 2], [10, 10], [10.5, 10], [1e300, 10]] as const) {
    const read_ = read({ message: "Hi", duration: sent });
    expect(`duration ${sent}`, read_.toast?.seconds, shown);
    expect(`duration ${sent}'s diagnostic`, read_.diagnostics, sent === shown ? [] : ["defaultedValue action.duration"]);
  }
  const exact = "é".repeat(200);
  expect("200 characters kept", read({ message: exact }), { toast: { message: exact, seconds: 4 }, diagnostics: [] });
  const family = "👨‍👩‍👧";
  const cut = read({ message: family.repeat(250) });
  expect("cut to 199 characters and …", cut.toast?.message, family.repeat(199) + "…");
  expect("the cut's diagnostic", cut.diagnostics, ["defaultedValue action.message"]);
  expect("no message", read({}).refused, "action.message");
  expect("empty message", read({ message: "" }).refused, "action.message");
  expect("a number as message", read({ message: 5 }).refused, "action.message");
  expect("a duration that is text", read({ message: "Hi", duration: "4s" }).refused, "action.duration");

  // Registered among the core actions, so the manifest declares a:showToast@1.
  expect("a core action", coreActions.map((runner) => runner.type).includes("showToast"), true);

  // The runner and a done result's toast reach the status line with their seconds.
  const said: [string, number | undefined][] = [];
  await showToastRunner.run(new Fields({ type: "showToast", message: "Saved", duration: 3 }, "a", new Diagnostics()), environment(said));
  await handleResult({ type: "done", message: "Added", toast: { message: "Added to favourites", duration: 3 } }, "/c", environment(said));
  await handleResult({ type: "done", message: "Added" }, "/c", environment(said));
  await handleResult({ type: "done", message: "Added", toast: { duration: 3 } } as JSONValue, "/c", environment(said));
  expect("what the status line was told", said, [["Saved", 3], ["Added to favourites", 3], ["Added", undefined], ["Added", undefined]]);

  // The status line: a polite live region, for exactly the toast's seconds on the fake clock.
  const line = new StatusLine();
  const element = line.element as unknown as FakeElement;
  expect("a status role", element.attributes.get("role"), "status");
  expect("polite", element.attributes.get("aria-live"), "polite");
  line.show("Added to favourites", false, 3);
  advance(2999);
  expect("still said at 2.999 s", line.element.textContent, "Added to favourites");
  advance(1);
  expect("gone at 3 s", line.element.textContent, "");
  line.show("First", false, 5);
  advance(4000);
  line.show("Second", false, 2);
  advance(1500);
  expect("a newer toast replaces the first, whose end does not clear it", line.element.textContent, "Second");
  advance(500);
  expect("the second's own time", line.element.textContent, "");
  line.show("A plain message");
  advance(StatusLine.defaultSeconds * 1000 - 1);
  expect("a message without seconds stays the line's own time", line.element.textContent, "A plain message");

  if (failures.length > 0) {
    console.log(failures.join("\n"));
    process.exit(1);
  }
  console.log(`toast: ${checks} checks hold`);
}

void main();
