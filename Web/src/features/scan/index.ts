import { Malformed } from "../../contract/diagnostics";
import { ActionRegistry, ActionRunner } from "../../actions/registry";
import { ShownFailure } from "../../actions/command";
import { activatable } from "../../render/activation";
import { el } from "../../render/dom";
import { ComponentRegistry, ComponentRenderer } from "../../render/registry";
import { problemWithTypedCode } from "./code-validator";
import { scanDialog } from "./scan-dialog";

/**
 * `scanBarcode`: asks for a code (typed, or the camera's where the browser
 * has one), checks it with the terminal's rules, stores it in the state key
 * and runs `then`. Cancelling sends nothing.
 */
export const scanBarcodeRunner: ActionRunner = {
  type: "scanBarcode",
  async run(fields, environment) {
    const stateKey = fields.requiredString("stateKey");
    const symbologies = fields.array("symbologies").filter((kind): kind is string => typeof kind === "string");
    const pattern = fields.string("pattern");
    const code = await scanDialog(fields.string("prompt") ?? "Scan the barcode", symbologies, (typed) => problemWithTypedCode(typed, symbologies, pattern));
    if (code === null) throw new ShownFailure("cancelled");
    environment.state.set(stateKey, code);
    const then = fields.raw("then");
    if (then !== undefined) await environment.run(then, fields.at("then"));
  },
};

/** `barcodeInput`: a row that starts its scan and shows the last code scanned into its key. */
export const barcodeInputRenderer: ComponentRenderer = {
  type: "barcodeInput",
  render(fields, context) {
    const title = fields.requiredString("title");
    const subtitle = fields.string("subtitle");
    const action = context.action(fields, "action");
    if (!action) throw new Malformed(fields.at("action"), "required action missing");
    const json = action.json as { stateKey?: unknown };
    const code = typeof json.stateKey === "string" ? context.state.get(json.stateKey) : undefined;
    return activatable(action, true, context, "row barcode-input", [
      el("span", { class: "row-text" },
        el("span", { class: "title" }, title),
        subtitle ? el("span", { class: "subtitle" }, subtitle) : null,
        typeof code === "string" && code !== "" ? el("span", { class: "description" }, code) : null),
      el("span", { class: "chevron", "aria-hidden": "true" }, "▦"),
    ], title);
  },
};

/** Registers the feature, as the terminal's `ScanBarcodeFeature` does in its registry. */
export function install(components: ComponentRegistry, actions: ActionRegistry): void {
  components.register(barcodeInputRenderer);
  actions.register(scanBarcodeRunner);
}
