import { Fields } from "../contract/fields";
import { child, isObject } from "../contract/json";
import { RenderContext } from "./context";

/** One validation rule of a `textField` (§4), ready to check a value. */
export interface Rule {
  readonly check: (value: string) => boolean;
  readonly message: string;
}

export function fieldMessageId(key: string): string {
  return `message-${key}`;
}

/** Characters, not UTF-16 units, as the Swift client counts them. */
function length(value: string): number {
  return [...value].length;
}

/** The rules a client can use; one it cannot (an unknown rule, a bad pattern) is left out with a diagnostic. */
export function readRules(fields: Fields, context: RenderContext): Rule[] {
  const rules: Rule[] = [];
  fields.array("validation").forEach((raw, index) => {
    const path = child(fields.at("validation"), index);
    if (!isObject(raw) || typeof raw.rule !== "string" || typeof raw.message !== "string") {
      context.diagnostics.add("invalidElement", path, "a rule needs a rule name and a message; left out");
      return;
    }
    const message = raw.message, value = raw.value;
    switch (raw.rule) {
      case "required":
        rules.push({ check: (text) => text.trim() !== "", message });
        return;
      case "minLength":
      case "maxLength":
        if (typeof value !== "number" || !Number.isInteger(value) || value < 0) break;
        rules.push({ check: (text) => raw.rule === "minLength" ? length(text) >= value : length(text) <= value, message });
        return;
      case "pattern":
        if (typeof value !== "string") break;
        try {
          const pattern = new RegExp(value, "u");
          rules.push({ check: (text) => pattern.test(text), message });
          return;
        } catch {
          context.diagnostics.add("invalidElement", child(path, "value"), `the pattern '${value}' cannot be used; the rule is left out (the server checks it)`);
          return;
        }
      default:
        context.diagnostics.add("invalidElement", child(path, "rule"), `rule '${raw.rule}' is not one this client knows; left out (the server checks it)`);
        return;
    }
    context.diagnostics.add("invalidElement", child(path, "value"), `rule '${raw.rule}' needs a value it can use; left out (the server checks it)`);
  });
  return rules;
}

type RuledInput = HTMLInputElement & { sduiRules?: Rule[] };

/**
 * Checks the fields of `keys` on the screen holding `origin`: each failing
 * one shows the message of its first failed rule, the focus moves to the
 * first of them, and false says nothing may be sent.
 */
export function validateFields(keys: readonly string[], origin: HTMLElement): boolean {
  const root = origin.closest(".screen") ?? document;
  let first: HTMLInputElement | undefined;
  for (const key of keys) {
    const input = [...root.querySelectorAll<RuledInput>("input[data-state-key]")].find((candidate) => candidate.dataset.stateKey === key);
    if (!input || !input.sduiRules) continue;
    const failed = input.sduiRules.find((rule) => !rule.check(input.value));
    if (!failed) continue;
    showFieldMessage(input, failed.message);
    first = first ?? input;
  }
  first?.focus();
  return first === undefined;
}

/** A message under a field (a failed rule, or the server's `error` with `field`); it stays until the value changes. */
export function showFieldMessage(input: HTMLInputElement, message: string): void {
  input.setAttribute("aria-invalid", "true");
  const note = document.getElementById(input.getAttribute("aria-describedby") ?? "");
  if (note) note.textContent = message;
}
