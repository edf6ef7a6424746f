import { ExpressionError } from "./error";
import { describeToken, Token, tokenize } from "./lexer";
import { BinaryOperator, Expression, precedence } from "./syntax-tree";
import { boolean, integer, number, string } from "./value";
import { scalars as scalarsOf, prefixCharacters } from "./characters";

/**
 * Builds an expression tree by precedence climbing, exactly as Swift's
 * `ExpressionParser`: `?:` (right-associative) loosest, then `||`, `&&`,
 * `== !=`, `< <= > >=`, `+ -`, `* / %`, prefix `! -`. The text is at most
 * 2,000 scalars and nesting at most 48 levels (counted at the same places as
 * Swift counts them), so no expression can exhaust the stack.
 */
export const maximumDepth = 48;
export const maximumLength = 2000;

export function parseExpression(source: string): Expression {
  const scalars = scalarsOf(source);
  if (scalars.length > maximumLength) {
    throw new ExpressionError("length", prefixCharacters(source, 40) + "…", maximumLength + 1,
      `an expression may be at most ${maximumLength} characters; this one has ${scalars.length}`);
  }
  const tokens = tokenize(source, scalars);
  let position = 0;
  let depth = 0;

  const current = (): Token => tokens[position]!;
  const advance = (): void => {
    if (position < tokens.length - 1) position++;
  };
  const error = (message: string, token: Token): ExpressionError =>
    new ExpressionError(message.startsWith("the expression nests") ? "depth" : "syntax", source, token.column, message);
  const isSymbol = (symbol: string): boolean => {
    const token = current();
    return token.kind === "symbol" && token.value === symbol;
  };
  const nested = <T>(body: () => T): T => {
    depth++;
    try {
      if (depth > maximumDepth) throw error(`the expression nests deeper than ${maximumDepth} levels`, current());
      return body();
    } finally {
      depth--;
    }
  };

  const parseConditional = (): Expression => nested(() => {
    const condition = parseBinary(1);
    if (!isSymbol("?")) return condition;
    const question = current();
    advance();
    const then = parseConditional();
    if (!isSymbol(":")) {
      throw error(`expected ':' for the '?' at column ${question.column}, found ${describeToken(current())}`, current());
    }
    advance();
    const otherwise = parseConditional();
    return { node: "conditional", condition, then, otherwise, column: condition.column };
  });

  const parseBinary = (minimumPrecedence: number): Expression => {
    let left = parseUnary();
    for (;;) {
      const token = current();
      if (token.kind !== "symbol" || !(token.value in precedence)) return left;
      const op = token.value as BinaryOperator;
      if (precedence[op] < minimumPrecedence) return left;
      advance();
      const right = nested(() => parseBinary(precedence[op] + 1));
      left = { node: "binary", op, left, right, column: left.column };
    }
  };

  const parseUnary = (): Expression => {
    const token = current();
    if (token.kind === "symbol" && (token.value === "!" || token.value === "-")) {
      advance();
      const operand = nested(parseUnary);
      return { node: "unary", op: token.value, operand, column: token.column };
    }
    return parsePrimary();
  };

  const parsePrimary = (): Expression => {
    const token = current();
    switch (token.kind) {
      case "integer": advance(); return { node: "literal", value: integer(token.value), column: token.column };
      case "number": advance(); return { node: "literal", value: number(token.value), column: token.column };
      case "string": advance(); return { node: "literal", value: string(token.value), column: token.column };
      case "name": {
        advance();
        if (token.value === "true" || token.value === "false") {
          return { node: "literal", value: boolean(token.value === "true"), column: token.column };
        }
        if (!isSymbol("(")) return { node: "name", name: token.value, column: token.column };
        const opener = current();
        advance();
        const args: Expression[] = [];
        if (!isSymbol(")")) {
          do {
            if (isSymbol(",")) advance();
            args.push(parseConditional());
          } while (isSymbol(","));
        }
        expect(")", opener);
        return { node: "call", name: token.value, args, column: token.column };
      }
      case "symbol":
        if (token.value === "(") {
          advance();
          const inner = parseConditional();
          expect(")", token);
          return inner;
        }
        break;
      case "end":
        break;
    }
    throw error(`expected a value, a name or '(' but found ${describeToken(token)}`, token);
  };

  const expect = (symbol: string, opener: Token): void => {
    if (!isSymbol(symbol)) {
      throw error(`expected '${symbol}' but found ${describeToken(current())} (to close the one at column ${opener.column})`, current());
    }
    advance();
  };

  if (current().kind === "end") throw error("the expression is empty", current());
  const expression = parseConditional();
  if (current().kind !== "end") throw error(`unexpected ${describeToken(current())} after a complete expression`, current());
  return expression;
}
