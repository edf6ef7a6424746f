import { ExpressionValue } from "./value";

/**
 * A parsed expression: the tree the evaluator walks, parsed once when a
 * screen arrives and evaluated again whenever its state changes. `column`
 * is where the node starts, 1-based in Unicode scalars of its text.
 */
export type UnaryOperator = "!" | "-";
export type BinaryOperator = "||" | "&&" | "==" | "!=" | "<" | "<=" | ">" | ">=" | "+" | "-" | "*" | "/" | "%";

export type Expression =
  | { readonly node: "literal"; readonly value: ExpressionValue; readonly column: number }
  | { readonly node: "name"; readonly name: string; readonly column: number }
  | { readonly node: "unary"; readonly op: UnaryOperator; readonly operand: Expression; readonly column: number }
  | { readonly node: "binary"; readonly op: BinaryOperator; readonly left: Expression; readonly right: Expression; readonly column: number }
  | { readonly node: "conditional"; readonly condition: Expression; readonly then: Expression; readonly otherwise: Expression; readonly column: number }
  | { readonly node: "call"; readonly name: string; readonly args: readonly Expression[]; readonly column: number };

/** Binding strength of the binary operators: higher binds tighter. */
export const precedence: Readonly<Record<BinaryOperator, number>> = {
  "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 4, "<=": 4, ">": 4, ">=": 4, "+": 5, "-": 5, "*": 6, "/": 6, "%": 6,
};

/** The state keys an expression reads, so a screen redraws only what a change touches. */
export function expressionNames(expression: Expression, found: Set<string> = new Set()): Set<string> {
  switch (expression.node) {
    case "literal": break;
    case "name": found.add(expression.name); break;
    case "unary": expressionNames(expression.operand, found); break;
    case "binary": expressionNames(expression.left, found); expressionNames(expression.right, found); break;
    case "conditional":
      expressionNames(expression.condition, found);
      expressionNames(expression.then, found);
      expressionNames(expression.otherwise, found);
      break;
    case "call": for (const argument of expression.args) expressionNames(argument, found); break;
  }
  return found;
}
