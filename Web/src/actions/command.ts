import { Fields } from "../contract/fields";
import { isObject, JSONObject, JSONValue } from "../contract/json";
import { text } from "../ui/strings";
import { Diagnostics } from "../contract/diagnostics";
import { readPrefetched } from "../navigation/prefetched";
import { showFieldMessage } from "../render/validation";
import { commandRequest } from "./command-body";
import { readPlainAnswer, takePlainAnswer } from "./plain-answer";
import { readResultToast } from "./toast";
import { ActionEnvironment, ActionFailure, ActionRunner } from "./registry";

/**
 * A failure already shown to the person (an `error` result, a cancelled
 * question): a sequence stops, nothing more is said. Told apart by `shown`,
 * not by class, since a feature's bundle has its own copy of the class.
 */
export class ShownFailure extends ActionFailure {
  readonly shown = true;
}

export function wasShown(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { shown?: unknown }).shown === true;
}

/**
 * `command`: asks the server to do something and acts on its command result
 * (§6); with an `answer` (`f:plainAnswers@1`), asks an ordinary endpoint and
 * takes its JSON as `done`, setting state from its fields.
 */
export const commandRunner: ActionRunner = {
  type: "command",
  async run(fields, environment) {
    const url = fields.requiredString("url");
    const method = (fields.string("method") ?? "POST").toUpperCase();
    const keys = fields.array("stateKeys").filter((key): key is string => typeof key === "string");
    const members: JSONObject | undefined = keys.length > 0
      ? { state: Object.fromEntries(keys.map((key) => [key, environment.state.get(key) ?? null])) }
      : undefined;
    const request = commandRequest(fields.raw("payload"), members);
    const plain = readPlainAnswer(fields.raw("answer"), fields.at("answer"));
    const optimistic = Optimistic.read(fields.raw("optimistic"), environment);
    optimistic?.show();
    try {
      if (plain) {
        takePlainAnswer(plain, await environment.sendPlain(url, method, request.body, request.headers), url, environment);
        return;
      }
      const answer = await environment.send(url, method, request.body, request.headers);
      await handleResult(answer, url, environment);
    } catch (error) {
      if (optimistic) await optimistic.revert(error);
      throw error;
    }
  },
};

/**
 * A command's `optimistic` change (§5 OptimisticUpdate): shown before the
 * request, kept on success (the answer then says what is true), put back on
 * failure key by key unless something newer changed the key meanwhile, with
 * the failure message and the reason.
 */
class Optimistic {
  private readonly before = new Map<string, JSONValue | undefined>();

  private constructor(private readonly values: Map<string, JSONValue>, private readonly failureMessage: string | undefined,
                      private readonly environment: ActionEnvironment) {}

  static read(value: JSONValue | undefined, environment: ActionEnvironment): Optimistic | undefined {
    if (!isObject(value) || !isObject(value.state)) return undefined;
    // A value still holding an expression's text failed to evaluate: it is not shown.
    const values = new Map(Object.entries(value.state).filter(([, item]) => !(typeof item === "string" && item.includes("@{"))));
    if (values.size === 0) return undefined;
    const message = typeof value.failureMessage === "string" && !value.failureMessage.includes("@{") ? value.failureMessage : undefined;
    return new Optimistic(values, message, environment);
  }

  show(): void {
    for (const [key, value] of this.values) {
      this.before.set(key, this.environment.state.get(key));
      this.environment.state.set(key, value);
    }
  }

  async revert(error: unknown): Promise<void> {
    for (const [key, value] of this.values) {
      if (JSON.stringify(this.environment.state.get(key)) === JSON.stringify(value)) this.environment.state.set(key, this.before.get(key));
    }
    const reason = error instanceof Error ? error.message : String(error);
    this.environment.status(`${this.failureMessage ?? text("failed")}: ${reason}`);
  }
}

/** What a command result asks for: a message, a reload, a question, another screen, or an error. */
export async function handleResult(answer: JSONValue | undefined, url: string, environment: ActionEnvironment): Promise<void> {
  if (!isObject(answer) || typeof answer.type !== "string") {
    throw new ActionFailure(`${url} answered with a document this client cannot read as a command result`);
  }
  const result = new Fields(answer, "", new Diagnostics());
  switch (answer.type) {
    case "done": {
      // A toast says it instead of `message`, which is for clients without toasts (§6).
      const toast = readResultToast(result);
      const message = result.string("message");
      if (toast) environment.status(toast.message, toast.seconds);
      else if (message) environment.status(message);
      if (result.has("patch")) await environment.patch(answer.patch ?? null);
      else if (result.boolean("refresh") === true) await environment.refresh();
      return;
    }
    case "navigate": {
      const action = result.objectField("action");
      if (!action) throw new ActionFailure(`${url} answered navigate without an action`);
      const presentation = action.enumValue("presentation", ["push", "sheet", "fullScreen"] as const, "push") ?? "push";
      await environment.navigate(action.requiredString("destination"), presentation, readPrefetched(action.raw("prefetched")));
      return;
    }
    case "requestInput":
      return askAndSubmit(result, url, environment);
    case "error": {
      const message = result.string("message") ?? `${url} failed`;
      const field = result.string("field");
      const root = environment.origin.closest(".screen") ?? document;
      const input = field === undefined ? undefined
        : [...root.querySelectorAll<HTMLInputElement>("input[data-state-key]")].find((candidate) => candidate.dataset.stateKey === field);
      if (input) {
        showFieldMessage(input, message);
        input.focus();
      } else {
        await environment.alert(message);
      }
      throw new ShownFailure(message);
    }
    default:
      await environment.alert(`${url} answered '${answer.type}', which this client does not know`);
      throw new ShownFailure(answer.type);
  }
}

async function askAndSubmit(result: Fields, url: string, environment: ActionEnvironment): Promise<void> {
  const prompt = result.requiredString("prompt");
  const input = result.objectField("input");
  const submit = result.objectField("submit");
  if (!input || !submit) throw new ActionFailure(`${url} asked for input without saying what or where to send it`);
  const kind = input.requiredString("kind");
  let answer: string | null;
  if (kind === "choice") {
    const options = input.array("options").filter((option): option is { title: string; value: string } =>
      isObject(option) && typeof option.title === "string" && typeof option.value === "string");
    if (options.length === 0) throw new ActionFailure(`${url} asked for a choice without options`);
    answer = await environment.ask(prompt, { kind: "choice", options });
  } else if (kind === "text") {
    const placeholder = input.string("placeholder");
    answer = await environment.ask(prompt, placeholder === undefined ? { kind: "text" } : { kind: "text", placeholder });
  } else {
    throw new ActionFailure(`${url} asked for input of kind '${kind}', which is neither text nor choice`);
  }
  if (answer === null) throw new ShownFailure("cancelled");
  const target = submit.requiredString("url");
  const request = commandRequest(submit.raw("payload"), { [submit.requiredString("answerKey")]: answer });
  const next = await environment.send(target, (submit.string("method") ?? "POST").toUpperCase(), request.body, request.headers);
  await handleResult(next, target, environment);
}
