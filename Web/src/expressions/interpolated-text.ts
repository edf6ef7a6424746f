import { scalars as scalarsOf, utf8Length } from "./characters";
import { ExpressionError } from "./error";
import { Evaluator, maximumStringLength } from "./evaluator";
import { parseExpression } from "./parser";
import { Expression, expressionNames } from "./syntax-tree";
import { ExpressionValue, string, valueText } from "./value";

/**
 * A string field with expressions in it (`"Total: @{count * 2}"`), as
 * Swift's `InterpolatedText`: parsed once, evaluated whenever the state
 * changes. A field that is exactly one expression (`"@{insured}"`) takes
 * the expression's type; otherwise each value is written into the text.
 * `\@{` writes `@{`. All of a field's expressions share one evaluator's
 * budget, and the field's text is held to 10,000 bytes.
 */
export type Segment =
  | { readonly kind: "text"; readonly text: string }
  /** `source` is the text between `@{` and `}`; `column` where it starts in the field (1-based scalars). */
  | { readonly kind: "expression"; readonly expression: Expression; readonly source: string; readonly column: number };

export class InterpolatedText {
  constructor(readonly segments: readonly Segment[], readonly literal: string) {}

  /** The state keys it reads. */
  get names(): Set<string> {
    const found = new Set<string>();
    for (const segment of this.segments) if (segment.kind === "expression") expressionNames(segment.expression, found);
    return found;
  }

  /** The field's value: typed for a single expression, else text. Throws an `ExpressionError`. */
  value(evaluator: Evaluator): ExpressionValue {
    const only = this.segments.length === 1 ? this.segments[0]! : undefined;
    if (only?.kind === "expression") {
      const value = located(only.column, () => evaluator.evaluate(only.expression, only.source));
      if (value.type === "string") this.checkLength(value.value);
      return value;
    }
    let result = "";
    for (const segment of this.segments) {
      if (segment.kind === "text") result += segment.text;
      else result += valueText(located(segment.column, () => evaluator.evaluate(segment.expression, segment.source)));
      this.checkLength(result);
    }
    return string(result);
  }

  private checkLength(text: string): void {
    if (utf8Length(text) > maximumStringLength) {
      throw new ExpressionError("stringLength", this.literal, 1, `the text would be longer than ${maximumStringLength} bytes`);
    }
  }
}

/** Runs `body`, adding where in the field a failure happened (the column itself stays the expression's). */
function located<T>(column: number, body: () => T): T {
  try {
    return body();
  } catch (caught) {
    if (!(caught instanceof ExpressionError)) throw caught;
    throw new ExpressionError(caught.kind, caught.expression, caught.column,
      `${caught.message} (column ${column + caught.column - 1} of the field)`);
  }
}

/**
 * Parses `field`; null when it holds no expression and no `\@{` (a plain
 * text costs one scan). Throws an `ExpressionError` for a broken expression,
 * its column counted from the start of the field.
 */
export function parseInterpolated(field: string): InterpolatedText | null {
  if (!field.includes("@")) return null;
  const scalars = scalarsOf(field);
  const segments: Segment[] = [];
  let text = "";
  let index = 0;
  let sawExpression = false;
  let sawEscape = false;
  while (index < scalars.length) {
    if (scalars[index] === "\\" && index + 2 < scalars.length && scalars[index + 1] === "@" && scalars[index + 2] === "{") {
      text += "@{";
      sawEscape = true;
      index += 3;
      continue;
    }
    if (!(scalars[index] === "@" && index + 1 < scalars.length && scalars[index + 1] === "{")) {
      text += scalars[index];
      index++;
      continue;
    }
    const start = index + 2;
    const end = closingBrace(scalars, start);
    if (end === null) throw new ExpressionError("syntax", field, index + 1, "'@{' has no closing '}'");
    if (text !== "") {
      segments.push({ kind: "text", text });
      text = "";
    }
    const source = scalars.slice(start, end).join("");
    try {
      segments.push({ kind: "expression", expression: parseExpression(source), source, column: start + 1 });
    } catch (caught) {
      if (!(caught instanceof ExpressionError)) throw caught;
      throw new ExpressionError(caught.kind, field, start + caught.column, `${caught.message} (in '@{${source}}')`);
    }
    sawExpression = true;
    index = end + 1;
  }
  if (!sawExpression && !sawEscape) return null;
  if (text !== "") segments.push({ kind: "text", text });
  return new InterpolatedText(segments, field);
}

/** The `}` that ends an expression starting at `start`, skipping quoted strings. */
function closingBrace(scalars: readonly string[], start: number): number | null {
  let inString = false;
  for (let index = start; index < scalars.length; index++) {
    const scalar = scalars[index];
    if (inString) {
      if (scalar === "\\") index++;
      else if (scalar === "'") inString = false;
    } else if (scalar === "'") inString = true;
    else if (scalar === "}") return index;
  }
  return null;
}
