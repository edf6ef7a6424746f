import { ExpressionError } from "./error";
import { arityMessage, functions, unknownFunctionMessage } from "./functions";
import { parsePattern, PatternError } from "./pattern-parser";
import { Expression } from "./syntax-tree";

/**
 * What is wrong with an expression before it runs, as Swift's
 * `Expression.problems`: names that are not keys of the screen's
 * `initialState`, unknown functions, wrong argument counts, and literal
 * patterns `matches` cannot use; the screen reports them as diagnostics
 * when it arrives.
 */
export function expressionProblems(expression: Expression, knownNames: ReadonlySet<string>, source: string): ExpressionError[] {
  const found: ExpressionError[] = [];
  const problem = (kind: ExpressionError["kind"], message: string, at: Expression): void => {
    found.push(new ExpressionError(kind, source, at.column, message));
  };
  const visit = (node: Expression): void => {
    switch (node.node) {
      case "literal": break;
      case "name":
        if (!knownNames.has(node.name)) {
          const known = knownNames.size === 0 ? "the screen declares no state" : `its keys are ${[...knownNames].sort().join(", ")}`;
          problem("unknownName", `'${node.name}' is not a key of the screen's initialState; ${known}`, node);
        }
        break;
      case "unary": visit(node.operand); break;
      case "binary": visit(node.left); visit(node.right); break;
      case "conditional": visit(node.condition); visit(node.then); visit(node.otherwise); break;
      case "call": {
        const fn = functions.get(node.name);
        if (!fn) problem("unknownFunction", unknownFunctionMessage(node.name), node);
        else if (node.args.length < fn.arity[0] || node.args.length > fn.arity[1]) {
          problem("arity", arityMessage(node.name, fn.arity, node.args.length), node);
        }
        const pattern = node.args[1];
        if (node.name === "matches" && node.args.length === 2 && pattern?.node === "literal" && pattern.value.type === "string") {
          try {
            parsePattern(pattern.value.value);
          } catch (caught) {
            if (!(caught instanceof PatternError)) throw caught;
            problem("pattern", caught.description, pattern);
          }
        }
        for (const argument of node.args) visit(argument);
        break;
      }
    }
  };
  visit(expression);
  return found;
}
