/**
 * Runs the shared template vectors (Tests/Conformance/templates.json,
 * answers from the Swift client's `TemplateExpansion.expand`;
 * TemplateConformanceTests holds Swift to them) through the web client's
 * `expandTemplates`: the same expanded document (members compared by name,
 * not order, as Swift's JSON equality does), the same budget verdict, and
 * the same diagnostics — kind, path and reason, in order. Run by
 * Scripts/test-web-units.sh.
 */
import { readFileSync } from "fs";
import { isObject, JSONValue } from "../src/contract/json";
import { expandTemplates } from "../src/templates/template-expansion";
import { compactByteCount } from "../src/templates/json-measure";
import { canonical } from "./canonical-json";

type Case = {
  name: string; document: JSONValue; budget?: number; summarize?: boolean;
  expanded?: JSONValue; expandedSummary?: { elements: number; bytes: number };
  exceededBudget: boolean; diagnosticCount: number; diagnostics: JSONValue[];
};
const cases = JSON.parse(readFileSync(process.argv[2] ?? "Tests/Conformance/templates.json", "utf8")) as Case[];
/** As TemplateConformanceTests records them: more than this are their count, the first half and the last half. */
const listedDiagnostics = 40;
const failures: string[] = [];

/** JSON text with every object's members sorted by name: equal for documents Swift's `JSONValue ==` finds equal. */
function elements(value: JSONValue): number {
  if (Array.isArray(value)) return 1 + value.reduce<number>((sum, item) => sum + elements(item), 0);
  if (isObject(value)) return 1 + Object.values(value).reduce<number>((sum, item) => sum + elements(item), 0);
  return 0;
}

if (cases.length < 40) failures.push(`only ${cases.length} vectors`);
for (const vector of cases) {
  const budget = vector.budget === undefined ? undefined : { bytes: vector.budget, inputBytes: compactByteCount(vector.document) };
  const result = expandTemplates(vector.document, budget);
  if (vector.summarize) {
    const summary = { elements: elements(result.value), bytes: compactByteCount(result.value) };
    if (canonical(summary) !== canonical(vector.expandedSummary)) {
      failures.push(`${vector.name}: expands to ${JSON.stringify(summary)}, Swift to ${JSON.stringify(vector.expandedSummary)}`);
    }
  } else if (canonical(result.value) !== canonical(vector.expanded)) {
    failures.push(`${vector.name}: expands to ${canonical(result.value).slice(0, 400)}, Swift to ${canonical(vector.expanded).slice(0, 400)}`);
  }
  if (result.exceededBudget !== vector.exceededBudget) failures.push(`${vector.name}: exceededBudget ${result.exceededBudget}, Swift ${vector.exceededBudget}`);
  const all = result.diagnostics.map((diagnostic) => ({ kind: diagnostic.kind, path: diagnostic.path, reason: diagnostic.reason }));
  const listed = all.length <= listedDiagnostics ? all : [...all.slice(0, listedDiagnostics / 2), ...all.slice(-listedDiagnostics / 2)];
  if (all.length !== vector.diagnosticCount) failures.push(`${vector.name}: ${all.length} diagnostics, Swift ${vector.diagnosticCount}`);
  listed.forEach((diagnostic, index) => {
    if (canonical(diagnostic) !== canonical((vector.diagnostics ?? [])[index])) {
      failures.push(`${vector.name}: diagnostic ${index} is ${JSON.stringify(diagnostic)}, Swift's ${JSON.stringify((vector.diagnostics ?? [])[index])}`);
    }
  });
}

for (const failure of failures) console.log(failure);
if (failures.length > 0) process.exit(1);
console.log(`templates: ${cases.length} of ${cases.length} conformance vectors agree with Swift`);
