/**
 * A command's plain answer (`f:plainAnswers@1`) in the web client, against
 * the Swift client's `PlainAnswer` and `Session.send(_:to:state:)`: paths of
 * names and canonical indexes, at most 32 segments, Swift's words for each
 * missing field, keys set in Swift's order with the others kept, "Done"
 * without a message, and a malformed answer refused. Run by
 * Scripts/test-web-units.sh.
 */
import { Diagnostic } from "../src/contract/diagnostics";
import { JSONValue } from "../src/contract/json";
import { ActionEnvironment, ActionFailure } from "../src/actions/registry";
import { answerField, readPlainAnswer, takePlainAnswer } from "../src/actions/plain-answer";
import { ScreenState } from "../src/state/screen-state";

(globalThis as { navigator?: unknown }).navigator = { languages: ["en-GB"], language: "en-GB" };
const failures: string[] = [];
let checks = 0;
function expect(condition: boolean, what: string): void {
  checks += 1;
  if (!condition) failures.push(what);
}
function reasonOf(path: string, answer: JSONValue | undefined): string | undefined {
  const found = answerField(path, answer);
  return "reason" in found ? found.reason : undefined;
}
function valueOf(path: string, answer: JSONValue | undefined): JSONValue | undefined {
  const found = answerField(path, answer);
  return "value" in found ? found.value : undefined;
}

// Paths, as PlainAnswerTests.paths holds Swift to them.
const answer: JSONValue = { a: { b: [10, 20] }, n: null, "caf\u00e9": "accent", items: [1] };
expect(valueOf("a.b.1", answer) === 20, "a.b.1 is 20");
expect(valueOf("n", answer) === null, "a null field is a value");
expect(valueOf("cafe\u0301", answer) === "accent", "names compare as Swift's strings (canonical equivalence)");
expect(reasonOf("a..b", answer) === "'a..b' is no path (names and indexes joined by '.', at most 32)", `empty segment: ${reasonOf("a..b", answer)}`);
expect(reasonOf("", answer) === "'' is no path (names and indexes joined by '.', at most 32)", "empty path");
expect(reasonOf(Array(33).fill("a").join("."), answer)?.includes("is no path") === true, "33 segments");
expect(reasonOf(Array(32).fill("a").join("."), answer) === "'a' has no 'a' (path '" + Array(32).fill("a").join(".") + "')",
  `32 segments are followed: ${reasonOf(Array(32).fill("a").join("."), answer)}`);
expect(reasonOf("x".repeat(100) + "..", answer) === `'${"x".repeat(80)}' is no path (names and indexes joined by '.', at most 32)`, "a long path is cut at 80 characters");
expect(reasonOf("n.deeper", answer) === "'n' has no 'deeper' (path 'n.deeper')", `into null: ${reasonOf("n.deeper", answer)}`);
expect(reasonOf("items.1", answer) === "'items' has no '1' (path 'items.1')", "index out of range");
expect(reasonOf("items.01", answer) === "'items' has no '01' (path 'items.01')", "a padded index");
expect(reasonOf("items.-0", answer) === "'items' has no '-0' (path 'items.-0')", "a signed index");
expect(reasonOf("items.99999999999999999999999", answer)?.startsWith("'items' has no '99999999999999999999999'") === true, "a huge index");
expect(valueOf("items.0", answer) === 1, "index 0");
expect(reasonOf("a.b.x", answer) === "'a.b' has no 'x' (path 'a.b.x')", "a name in an array");
expect(reasonOf("missing", answer) === "the answer has no 'missing' (path 'missing')", "a missing top-level name");
expect(reasonOf("toString", answer) === "the answer has no 'toString' (path 'toString')", "inherited members are not fields");
expect(reasonOf("token", undefined) === "the endpoint answered with no body, so it has no 'token'", "no body");
expect(reasonOf("x", "text") === "the answer has no 'x' (path 'x')", "a scalar answer");

// Reading the member: absent or null is none; anything malformed is refused, as Swift's strict decoding refuses it.
expect(readPlainAnswer(undefined, "a") === undefined && readPlainAnswer(null, "a") === undefined, "no answer");
expect(readPlainAnswer({}, "a")?.state.size === 0 && readPlainAnswer({}, "a")?.message === undefined, "an empty answer");
for (const malformed of [[], "x", { state: { k: 1 } }, { state: [] }, { message: 3 }] as JSONValue[]) {
  let refused = false;
  try {
    readPlainAnswer(malformed, "sections[0].components[1].action.answer");
  } catch (error) {
    refused = error instanceof ActionFailure && error.message.includes("sections[0].components[1].action.answer");
  }
  expect(refused, `refused: ${JSON.stringify(malformed)}`);
}

// Taking an answer: keys set in Swift's order, the missing ones reported with the URL and left as they were, the message shown.
function environment(state: ScreenState, said: string[], reported: Diagnostic[][]): ActionEnvironment {
  const unused = (): never => { throw new Error("not used by a plain answer"); };
  return {
    state, origin: undefined as unknown as HTMLElement, navigate: unused, back: unused, refresh: unused, alert: unused, ask: unused,
    send: unused, sendPlain: unused, patch: unused, forgetCopies: unused, run: unused,
    status: (message) => { said.push(message); },
    report: (diagnostics) => { reported.push(diagnostics); },
  };
}
const state = new ScreenState({ token: "", name: "", kept: "old" });
const order: string[] = [];
state.subscribe((key) => order.push(key));
const said: string[] = [], reported: Diagnostic[][] = [];
const plain = readPlainAnswer({ state: { token: "token", role: "user.role", name: "user.first", second: "items.1" }, message: "Welcome" }, "a");
takePlainAnswer(plain!, { token: "abc", user: { role: "editor" }, items: [1] }, "/v1/auth/token", environment(state, said, reported));
expect(state.get("token") === "abc" && state.get("role") === "editor" && state.get("name") === "" && state.get("kept") === "old", "the found fields are set, the rest kept");
expect(JSON.stringify(order) === JSON.stringify(["role", "token"]), `set in Swift's order: ${order}`);
expect(JSON.stringify(said) === JSON.stringify(["Welcome"]), "the message is shown");
expect(reported.length === 1 && JSON.stringify(reported[0]!.map((diagnostic) => diagnostic.path)) === JSON.stringify(["answer.state.name", "answer.state.second"]),
  `the missing fields reported at answer.state.KEY: ${JSON.stringify(reported)}`);
expect(reported[0]?.[0]?.message === "'user' has no 'first' (path 'user.first') in the answer from /v1/auth/token; 'name' is left as it was",
  `Swift's words: ${reported[0]?.[0]?.message}`);
const quiet: string[] = [], none: Diagnostic[][] = [];
takePlainAnswer(readPlainAnswer({}, "a")!, undefined, "/x", environment(new ScreenState({}), quiet, none));
expect(JSON.stringify(quiet) === JSON.stringify(["Done"]) && none.length === 0, "an empty answer with no fields named is done, said 'Done'");

for (const failure of failures) console.log(failure);
if (failures.length > 0) process.exit(1);
console.log(`plain answers: ${checks} checks agree with the Swift client's rules`);
