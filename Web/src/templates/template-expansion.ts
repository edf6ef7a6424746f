import { isObject, JSONObject, JSONValue } from "../contract/json";
import { AmplificationBudget, budgetFor } from "./amplification-budget";
import { compactByteCount, own, setMember } from "./json-measure";
import { loadTemplates } from "./template-definition";
import { TemplateExpander } from "./template-expander";
import { TemplateDiagnostic } from "./template-log";

export { maximumDepth, maximumElements } from "./template-expander";
export { maximumParameters } from "./template-definition";
export type { TemplateDiagnostic } from "./template-log";
export type { AmplificationBudget } from "./amplification-budget";

/** A document with its templates expanded. */
export interface TemplateExpansion {
  /** The document with every use expanded and `templates` removed. */
  readonly value: JSONValue;
  /** What could not be expanded (each such use is left out), and why. */
  readonly diagnostics: TemplateDiagnostic[];
  /** A budget ran out and uses were left out for it (a server answers an error; a client draws the rest). */
  readonly exceededBudget: boolean;
}

/**
 * Expands a screen document's templates before anything else reads it (the
 * contract's §8.2, `f:templates@1`), as Swift's `TemplateExpansion.expand`:
 * `"templates": {"row": {"parameters": ["code"], "body": {…}}}` defines one;
 * any object `{"template": "row", "arguments": {"code": …}}` (an optional `id`
 * and `visible` override the body's) becomes the body with `${code}`
 * filled — a string that is exactly `${code}` takes the argument's JSON
 * value, inside a longer string its text; `\${` writes `${`; keys are never
 * filled. Bodies may use other templates. Bounded in depth (8 nested uses),
 * elements (100,000 objects and arrays) and bytes (the amplification budget,
 * by default the document's own), so a hostile document is a diagnostic,
 * never a hang: the top-level use that spends a budget is left out whole,
 * every later use too, and the rest of the screen stays. `initialState` is
 * copied as it is. A document without `templates` is returned as it came.
 */
export function expandTemplates(document: JSONValue, budget?: AmplificationBudget): TemplateExpansion {
  const definitions = isObject(document) ? own(document, "templates") : undefined;
  if (!isObject(document) || definitions === undefined) return { value: document, diagnostics: [], exceededBudget: false };
  const { templates, problems } = loadTemplates(definitions);
  const expander = new TemplateExpander(templates, budget ?? budgetFor(compactByteCount(document)));
  for (const problem of problems) expander.log.record(problem);
  const expanded: JSONObject = {};
  for (const key of Object.keys(document)) {
    if (key === "templates") continue;
    const value = document[key]!;
    if (key === "initialState") {
      setMember(expanded, key, value);
      continue;
    }
    expander.enter(key);
    const kept = expander.walk(value, undefined);
    if (kept !== undefined) setMember(expanded, key, kept);
    expander.leave();
  }
  expander.finish();
  return { value: expanded, diagnostics: expander.log.diagnostics, exceededBudget: expander.exhaustion !== undefined };
}
