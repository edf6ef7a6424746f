import { Malformed } from "../contract/diagnostics";
import { Fields } from "../contract/fields";
import { characters } from "../expressions/characters";
import { ActionRunner } from "./registry";

/** A toast's bounds (§5 `showToast`), Swift's `ShowToastAction` constants: read the same, shown the same. */
export const toastBounds = { defaultSeconds: 4, minimumSeconds: 2, maximumSeconds: 10, maximumCharacters: 200 } as const;

/** A short message and how long the status line says it. */
export interface Toast {
  readonly message: string;
  readonly seconds: number;
}

/**
 * Reads a toast as Swift's decoder does: an empty or missing message, or a
 * duration that is not a number, makes it malformed (thrown); a message
 * longer than 200 characters (grapheme clusters, as Swift counts them) is
 * cut to 199 and `…`, and a duration outside 2–10 s clamped, each with a
 * `defaultedValue` diagnostic at its path.
 */
export function readToast(fields: Fields): Toast {
  const text = fields.requiredString("message");
  if (text === "") throw new Malformed(fields.at("message"), "a toast's message is empty; it would say nothing");
  let message = text;
  const all = characters(text);
  if (all.length > toastBounds.maximumCharacters) {
    message = all.slice(0, toastBounds.maximumCharacters - 1).join("") + "…";
    fields.diagnostics.add("defaultedValue", fields.at("message"),
      `a toast says at most ${toastBounds.maximumCharacters} characters, not ${all.length}; cut to fit`);
  }
  const duration = fields.raw("duration");
  if (duration === undefined) return { message, seconds: toastBounds.defaultSeconds };
  if (typeof duration !== "number" || !Number.isFinite(duration)) throw new Malformed(fields.at("duration"), "expected a number of seconds");
  const seconds = Math.min(Math.max(duration, toastBounds.minimumSeconds), toastBounds.maximumSeconds);
  if (seconds !== duration) {
    fields.diagnostics.add("defaultedValue", fields.at("duration"),
      `a toast is shown for ${toastBounds.minimumSeconds} to ${toastBounds.maximumSeconds} seconds, not ${duration}; using ${seconds}`);
  }
  return { message, seconds };
}

/**
 * A `done` result's `toast`, or undefined: one that cannot be read is left
 * out with an `invalidElement` diagnostic (the command worked, and the
 * result's `message` still says so), as Swift's lossy field does.
 */
export function readResultToast(result: Fields): Toast | undefined {
  const fields = result.objectField("toast");
  if (!fields) return undefined;
  try {
    return readToast(fields);
  } catch (error) {
    if (!(error instanceof Malformed)) throw error;
    result.diagnostics.add("invalidElement", error.path, `${error.reason}; the field is ignored`);
    return undefined;
  }
}

/** `showToast`: the status line (a polite live region) says the message for its seconds; the focus stays where it is. */
export const showToastRunner: ActionRunner = {
  type: "showToast",
  async run(fields, environment) {
    const toast = readToast(fields);
    environment.status(toast.message, toast.seconds);
  },
};
