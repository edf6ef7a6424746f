/**
 * Runs the shared conformance vectors (Tests/Conformance/expressions.json,
 * whose answers come from the Swift evaluator; ConformanceVectorTests holds
 * Swift to them) through the web client's expression language, and fails
 * on any difference in a value, its type, or an error's kind, column and
 * message. Run by Scripts/test-web-units.sh from the repository's root.
 */
import { readFileSync } from "fs";
import { evaluate, ExactNumber, ExpressionValue, Outcome, readExactJSON, resolveText, StateInput } from "../src/expressions";

type Case = { [key: string]: StateInput };

const path = process.argv[2] ?? "Tests/Conformance/expressions.json";
const cases = readExactJSON(readFileSync(path, "utf8")) as Case[];
const failures: string[] = [];

function expectedValue(type: StateInput, value: StateInput): ExpressionValue | string {
  switch (type) {
    case "integer":
      return typeof value === "number" || typeof value === "bigint" ? { type, value: BigInt(value) } : "not an integer";
    case "number":
      if (value instanceof ExactNumber) return { type, value: value.value };
      if (typeof value === "number" || typeof value === "bigint") return { type, value: Number(value) };
      return "not a number";
    case "string": return typeof value === "string" ? { type, value } : "not a string";
    case "boolean": return typeof value === "boolean" ? { type, value } : "not a boolean";
    default: return `unknown type ${String(type)}`;
  }
}

function show(outcome: Outcome): string {
  if (!outcome.ok) return `error ${outcome.error.kind} at column ${outcome.error.column}: ${outcome.error.message}`;
  const { type, value } = outcome.value;
  return `${type} ${typeof value === "string" ? JSON.stringify(value) : type === "number" && Object.is(value, -0) ? "-0" : String(value)}`;
}

function check(index: number, vector: Case): void {
  const state = (vector.state ?? {}) as { [key: string]: StateInput };
  const isText = typeof vector.text === "string";
  const input = isText ? vector.text as string : vector.expression as string;
  const outcome = isText ? resolveText(input, state) : evaluate(input, state);
  const label = `case ${index} ${isText ? "text" : "expression"} ${JSON.stringify(input.length > 80 ? input.slice(0, 77) + "…" : input)}`;
  if (typeof vector.error === "string") {
    const wanted = `error ${vector.error} at column ${String(vector.column)}: ${String(vector.message)}`;
    if (show(outcome) !== wanted) failures.push(`${label}\n  Swift: ${wanted}\n  web:   ${show(outcome)}`);
    return;
  }
  const expected = expectedValue(vector.type ?? null, (isText ? vector.result : vector.value) ?? null);
  if (typeof expected === "string") {
    failures.push(`${label}: the vector's value is ${expected}`);
    return;
  }
  const wanted = show({ ok: true, value: expected });
  if (show(outcome) !== wanted) failures.push(`${label}\n  Swift: ${wanted}\n  web:   ${show(outcome)}`);
}

cases.forEach((vector, index) => check(index, vector));
for (const failure of failures) console.log(failure);
console.log(`expressions: ${cases.length - failures.length} of ${cases.length} conformance vectors agree with Swift`);
if (failures.length > 0) process.exit(1);
