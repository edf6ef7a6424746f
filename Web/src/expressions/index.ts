/**
 * The expression language of screens (contract §8.1), with the Swift
 * client's semantics exactly: the same grammar and limits, 64-bit integers,
 * the same functions, number formatting and messages, held to it by the
 * shared vectors in Tests/Conformance/expressions.json.
 *
 * `evaluate` and `resolveText` never throw: an error is a value with a
 * kind, a message and a column, so a caller shows the field as written.
 */
import { ExpressionError } from "./error";
import { Evaluator } from "./evaluator";
import { parseInterpolated } from "./interpolated-text";
import { parseExpression } from "./parser";
import { lookupIn, StateSource } from "./state";
import { Expression } from "./syntax-tree";
import { ExpressionValue, string } from "./value";

export type Outcome = { readonly ok: true; readonly value: ExpressionValue } | { readonly ok: false; readonly error: ExpressionError };

function outcome(body: () => ExpressionValue): Outcome {
  try {
    return { ok: true, value: body() };
  } catch (caught) {
    if (caught instanceof ExpressionError) return { ok: false, error: caught };
    throw caught;
  }
}

/** Parses (when given text) and evaluates one expression — the text between `@{` and `}` — in `state`. */
export function evaluate(expression: string | Expression, state: StateSource, source?: string): Outcome {
  return outcome(() => {
    const tree = typeof expression === "string" ? parseExpression(expression) : expression;
    const text = typeof expression === "string" ? expression : source ?? "";
    return new Evaluator(lookupIn(state)).evaluate(tree, text);
  });
}

/** A field's value in `state`: the text itself when it holds no `@{`, the typed value of a lone `@{…}`, else text. */
export function resolveText(text: string, state: StateSource): Outcome {
  return outcome(() => {
    const field = parseInterpolated(text);
    return field ? field.value(new Evaluator(lookupIn(state))) : string(text);
  });
}

export { ExpressionError } from "./error";
export type { ExpressionErrorKind } from "./error";
export { Evaluator, defaultBudget, maximumStringLength } from "./evaluator";
export { InterpolatedText, parseInterpolated } from "./interpolated-text";
export type { Segment } from "./interpolated-text";
export { parseExpression, maximumDepth, maximumLength } from "./parser";
export { expressionNames } from "./syntax-tree";
export type { Expression } from "./syntax-tree";
export { expressionProblems } from "./checking";
export { ExactNumber, lookupIn } from "./state";
export type { StateInput, StateSource } from "./state";
export { readExactJSON } from "./exact-json";
export { valueJSON, valueText } from "./value";
export type { ExpressionValue, ValueType } from "./value";
export { numberText, swiftDescription } from "./number-text";
