import { Malformed } from "../../contract/diagnostics";
import { child, isObject } from "../../contract/json";
import { opensAnotherPlace } from "../activation";
import { el } from "../dom";
import { on } from "../handlers";
import { ComponentRenderer } from "../registry";
import { readRules, fieldMessageId, validateFields } from "../validation";
import { startTrace } from "../../tracing/trace-parent";

const buttonStyles = ["primary", "secondary", "destructive", "plain"] as const;

/** `button`: runs its action; `validates` checks the named fields first. */
export const buttonRenderer: ComponentRenderer = {
  type: "button",
  morphable: true,
  render(fields, context) {
    const label = fields.requiredString("label");
    if (!fields.has("action")) throw new Malformed(fields.at("action"), "required action missing");
    const action = context.action(fields, "action");
    const style = fields.enumValue("style", buttonStyles, "secondary") ?? "secondary";
    const enabled = fields.boolean("enabled") ?? true;
    const validates = fields.array("validates").filter((key): key is string => typeof key === "string");
    // A button that opens another place is a link, as the terminal reads it.
    const button = el("button", { class: `button ${style}`, type: "button", role: action && opensAnotherPlace(action.json) ? "link" : undefined }, label);
    button.disabled = !enabled;
    on(button, "click", () => {
      if (!action || !enabled) return;
      if (validates.length > 0 && !validateFields(validates, button)) return;
      context.run(action, button);
    });
    return button;
  },
};

const keyboards = ["text", "email", "number", "url", "phone"] as const;
const inputTypes: Record<(typeof keyboards)[number], string> = { text: "text", email: "email", number: "text", url: "url", phone: "tel" };
const inputModes: Record<(typeof keyboards)[number], string> = { text: "text", email: "email", number: "numeric", url: "url", phone: "tel" };

/** `textField`: a text input bound to a state key; its validation rules are checked when a button asks. */
export const textFieldRenderer: ComponentRenderer = {
  type: "textField",
  render(fields, context) {
    const key = fields.requiredString("stateKey");
    const placeholder = fields.string("placeholder");
    const keyboard = fields.enumValue("keyboard", keyboards, "text") ?? "text";
    const secure = fields.boolean("secure") ?? false;
    const label = fields.string("accessibilityLabel") ?? placeholder ?? key;
    const id = `field-${key}`;
    const input = el("input", {
      id, name: key, type: secure ? "password" : inputTypes[keyboard], inputmode: inputModes[keyboard],
      placeholder, autocomplete: secure ? "current-password" : keyboard === "email" ? "email" : "off",
      "aria-describedby": fieldMessageId(key),
    });
    input.dataset.stateKey = key;
    const current = context.state.get(key);
    input.value = typeof current === "string" ? current : current == null ? "" : String(current);
    const message = el("p", { class: "field-message", id: fieldMessageId(key), "aria-live": "polite" });
    // A key typed, a switch or an option chosen is the person's action ("set state"): what its triggers send is its trace.
    input.addEventListener("input", () => {
      startTrace();
      context.state.set(key, input.value, input);
      message.textContent = "";
      input.removeAttribute("aria-invalid");
    });
    const rules = readRules(fields, context);
    if (rules.length > 0) (input as HTMLInputElement & { sduiRules?: unknown }).sduiRules = rules;
    return el("div", { class: "text-field" }, el("label", { for: id }, label), input, message);
  },
};

/** `toggle`: an on/off switch bound to a boolean state key. */
export const toggleRenderer: ComponentRenderer = {
  type: "toggle",
  render(fields, context) {
    const label = fields.requiredString("label");
    const key = fields.requiredString("stateKey");
    const input = el("input", { type: "checkbox", role: "switch", name: key });
    input.checked = context.state.get(key) === true;
    input.addEventListener("change", () => { startTrace(); context.state.set(key, input.checked, input); });
    return el("label", { class: "toggle" }, input, el("span", {}, label));
  },
};

/** `picker`: one of several options chosen into a state key, as radio buttons. */
export const pickerRenderer: ComponentRenderer = {
  type: "picker",
  render(fields, context) {
    const key = fields.requiredString("stateKey");
    const label = fields.string("label");
    const options = fields.raw("options");
    if (!Array.isArray(options)) throw new Malformed(fields.at("options"), "required array of options missing");
    const group = el("fieldset", { class: "picker" }, label ? el("legend", {}, label) : null);
    options.forEach((option, index) => {
      const at = child(fields.at("options"), index);
      if (!isObject(option)) throw new Malformed(at, "an option must be an object");
      if (typeof option.title !== "string") throw new Malformed(child(at, "title"), "an option needs a title");
      if (typeof option.value !== "string") throw new Malformed(child(at, "value"), "an option needs a value");
      const input = el("input", { type: "radio", name: `picker-${key}`, value: option.value });
      input.checked = context.state.get(key) === option.value;
      input.addEventListener("change", () => { startTrace(); if (input.checked) context.state.set(key, option.value, input); });
      group.appendChild(el("label", { class: "option" }, input, el("span", {}, option.title)));
    });
    return group;
  },
};
