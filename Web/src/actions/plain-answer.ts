import { Diagnostic } from "../contract/diagnostics";
import { isObject, JSONValue } from "../contract/json";
import { compareText, prefixCharacters } from "../expressions/characters";
import { member } from "../templates/json-measure";
import { text } from "../ui/strings";
import { ActionEnvironment, ActionFailure } from "./registry";

/** Paths longer than this are not followed: an answer is data, not a program (Swift's `PlainAnswer.maximumPathSegments`). */
export const maximumPathSegments = 32;

/**
 * A command's `answer` (`f:plainAnswers@1`, Swift's `PlainAnswer`): the
 * command talks to an ordinary endpoint that answers with its own JSON, or
 * nothing, not with a command result. Any 2xx answer is `done`: `message`
 * is shown ("Done" without one), and each of `state`'s keys is set to the
 * field its path names in the answer (`"token"`, `"user.name"`,
 * `"items.0.id"`); a path the answer lacks leaves its key as it was and is
 * reported, and the other keys are still set: the endpoint did what it was asked.
 */
export interface PlainAnswer {
  readonly state: ReadonlyMap<string, string>;
  readonly message: string | undefined;
}

/**
 * The command's `answer`, or undefined when it has none (or null). Swift
 * decodes it strictly (a malformed one would have the command's answer
 * taken for a command result), so a malformed one fails the command with
 * the reason instead of sending it.
 */
export function readPlainAnswer(value: JSONValue | undefined, path: string): PlainAnswer | undefined {
  if (value === undefined || value === null) return undefined;
  const malformed = (reason: string): never => {
    throw new ActionFailure(`${text("unsupported")} (${path}: ${reason})`);
  };
  if (!isObject(value)) return malformed(`answer must be an object, not ${JSON.stringify(value)}`);
  const state = new Map<string, string>();
  const listed = value.state;
  if (listed !== undefined && listed !== null) {
    if (!isObject(listed)) return malformed("answer.state must be an object of state keys and paths");
    for (const [key, field] of Object.entries(listed)) {
      if (typeof field !== "string") return malformed(`answer.state.${key} must be a path (a string)`);
      state.set(key, field);
    }
  }
  const message = value.message;
  if (message !== undefined && message !== null && typeof message !== "string") return malformed("answer.message must be a string");
  return { state, message: typeof message === "string" ? message : undefined };
}

/** A canonical array index: digits, no sign, no leading zero, within Swift's `Int`. */
function arrayIndex(name: string): number | undefined {
  if (!/^[0-9]+$/.test(name) || (name !== "0" && name.startsWith("0"))) return undefined;
  const value = BigInt(name);
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : undefined;
}

/** The field `path` names in `answer` (undefined: the endpoint sent no body), or why there is none, in Swift's words. */
export function answerField(path: string, answer: JSONValue | undefined): { value: JSONValue } | { reason: string } {
  if (answer === undefined) return { reason: `the endpoint answered with no body, so it has no '${path}'` };
  const segments = path.split(".");
  if (path === "" || segments.length > maximumPathSegments || segments.includes("")) {
    return { reason: `'${prefixCharacters(path, 80)}' is no path (names and indexes joined by '.', at most ${maximumPathSegments})` };
  }
  let value: JSONValue = answer;
  let walked = "";
  for (const name of segments) {
    let next: JSONValue | undefined;
    if (Array.isArray(value)) {
      const index = arrayIndex(name);
      next = index !== undefined && index < value.length ? value[index] : undefined;
    } else if (isObject(value)) {
      next = member(value, name);
    }
    if (next === undefined) return { reason: `${walked === "" ? "the answer" : `'${walked}'`} has no '${name}' (path '${path}')` };
    walked += walked === "" ? name : `.${name}`;
    value = next;
  }
  return { value };
}

/**
 * Takes an ordinary endpoint's 2xx answer as `done` (Swift's
 * `Session.send(_:to:state:)`): the keys are set in Swift's order (sorted),
 * the missing ones reported at `answer.state.KEY` naming the path and the
 * URL, then the message is shown.
 */
export function takePlainAnswer(answer: PlainAnswer, body: JSONValue | undefined, url: string, environment: ActionEnvironment): void {
  const missing: Diagnostic[] = [];
  for (const key of [...answer.state.keys()].sort(compareText)) {
    const found = answerField(answer.state.get(key) ?? "", body);
    if ("value" in found) {
      environment.state.set(key, found.value);
    } else {
      missing.push({ kind: "invalidElement", path: `answer.state.${key}`, message: `${found.reason} in the answer from ${url}; '${key}' is left as it was` });
    }
  }
  if (missing.length > 0) environment.report(missing);
  environment.status(answer.message ?? text("done"));
}
