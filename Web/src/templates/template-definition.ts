import { isObject, JSONValue } from "../contract/json";
import { canonicalName, own, typeName } from "./json-measure";
import { TemplateDiagnostic } from "./template-log";

/** A template takes at most this many parameters (Swift's `TemplateExpansion.maximumParameters`): each use checks them all. */
export const maximumParameters = 64;

/** One entry of a document's `templates`: the names it takes and the body they are filled into. */
export interface TemplateDefinition {
  readonly parameters: string[];
  readonly body: JSONValue;
}

/**
 * The usable definitions of a `templates` member, by the NFC form of their
 * names (Swift's dictionary compares names by canonical equivalence), and
 * what was wrong with the others: each such template is left out, so its
 * uses are too (Swift's `TemplateDefinition.load`).
 */
export function loadTemplates(value: JSONValue): { templates: Map<string, TemplateDefinition>; problems: TemplateDiagnostic[] } {
  const problems: TemplateDiagnostic[] = [];
  const problem = (path: string, reason: string): void => {
    problems.push({ kind: "invalidElement", path, reason });
  };
  const templates = new Map<string, TemplateDefinition>();
  if (!isObject(value)) {
    problem("templates", `templates must be an object of named templates, not a ${typeName(value)}`);
    return { templates, problems };
  }
  for (const name of Object.keys(value)) {
    const definition = value[name]!;
    const body = isObject(definition) ? own(definition, "body") : undefined;
    if (body === undefined) {
      problem(`templates.${name}`, "a template needs a 'body'");
      continue;
    }
    const listed = isObject(definition) ? own(definition, "parameters") : undefined;
    const declared = Array.isArray(listed) ? listed : [];
    if (declared.length > maximumParameters) {
      problem(`templates.${name}.parameters`, `a template takes at most ${maximumParameters} parameters, not ${declared.length}; its uses are left out`);
      continue;
    }
    const parameters: string[] = [];
    const seen = new Set<string>();
    for (const parameter of declared) {
      if (typeof parameter !== "string") {
        problem(`templates.${name}.parameters`, "parameter names are strings");
        continue;
      }
      const canonical = canonicalName(parameter);
      if (!seen.has(canonical)) {
        seen.add(canonical);
        parameters.push(parameter);
      }
    }
    templates.set(canonicalName(name), { parameters, body });
  }
  return { templates, problems };
}
