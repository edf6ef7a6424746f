import { compareText, utf8Length } from "./characters";
import { ExpressionError, ExpressionErrorKind } from "./error";
import { arityMessage, EvaluationContext, functions, unknownFunctionMessage } from "./functions";
import { readState, StateInput } from "./state";
import { BinaryOperator, Expression } from "./syntax-tree";
import { boolean, ExpressionValue, inIntegerRange, integer, integerMin, number, quoted, string } from "./value";

/**
 * Evaluates expression trees against a screen's state within a step budget,
 * as Swift's `ExpressionEvaluator`: every node costs a step, string work a
 * step per 16 bytes, and running out is an error, never a hang. Integers
 * are 64-bit (`bigint` checked after each operation, so overflow is an error
 * exactly where Swift reports one); division truncates (`7 / 2` is 3); a
 * string may grow to 10,000 UTF-8 bytes. One evaluator may serve several
 * expressions that share its budget (a field, later a screen).
 */
export const defaultBudget = 10_000;
export const maximumStringLength = 10_000;

export class Evaluator implements EvaluationContext {
  private remaining: number;
  private source = "";

  /** `lookup` gives a state key's value, undefined when it has none. */
  constructor(private readonly lookup: (name: string) => StateInput | undefined, readonly budget: number = defaultBudget) {
    this.remaining = budget;
  }

  /** The steps taken so far (more than the budget once it ran out). */
  get stepsTaken(): number {
    return this.budget - this.remaining;
  }

  /** The value of `expression`; throws an `ExpressionError`. `source` is its text, for messages. */
  evaluate(expression: Expression, source: string): ExpressionValue {
    this.source = source;
    return this.value(expression);
  }

  error(kind: ExpressionErrorKind, message: string, at: Expression): ExpressionError {
    return new ExpressionError(kind, this.source, at.column, message);
  }

  spend(steps: number, at: Expression): void {
    this.remaining -= steps;
    if (this.remaining < 0) throw this.error("budget", `evaluating it takes more than the ${this.budget} steps allowed`, at);
  }

  private value(expression: Expression): ExpressionValue {
    this.spend(1, expression);
    switch (expression.node) {
      case "literal":
        return expression.value;
      case "name": {
        const reading = readState(this.lookup(expression.name));
        if (reading === "missing") throw this.error("unknownName", `'${expression.name}' has no value in the screen's state`, expression);
        if (reading === "list" || reading === "object") {
          throw this.error("unusableValue",
            `'${expression.name}' is ${reading === "list" ? "a list" : "an object"}, which expressions cannot use`, expression);
        }
        return reading;
      }
      case "unary": {
        const value = this.value(expression.operand);
        if (expression.op === "!" && value.type === "boolean") return boolean(!value.value);
        if (expression.op === "-" && value.type === "integer") {
          if (value.value === integerMin) throw this.error("overflow", `-(${value.value}) is out of the integer range`, expression);
          return integer(-value.value);
        }
        if (expression.op === "-" && value.type === "number") return number(-value.value);
        throw this.error("typeMismatch",
          `'${expression.op}' needs ${expression.op === "!" ? "a boolean" : "a number"}, not the ${value.type} ${quoted(value)}`, expression);
      }
      case "binary":
        return this.binary(expression.op, expression.left, expression.right, expression);
      case "conditional": {
        const condition = this.value(expression.condition);
        if (condition.type !== "boolean") throw this.error("typeMismatch", "the condition before '?' must be a boolean", expression.condition);
        return this.value(condition.value ? expression.then : expression.otherwise);
      }
      case "call": {
        const fn = functions.get(expression.name);
        if (!fn) throw this.error("unknownFunction", unknownFunctionMessage(expression.name), expression);
        const count = expression.args.length;
        if (count < fn.arity[0] || count > fn.arity[1]) {
          throw this.error("arity", arityMessage(expression.name, fn.arity, count), expression);
        }
        const values = expression.args.map((argument) => this.value(argument));
        return fn.apply(values, this, expression);
      }
    }
  }

  private binary(op: BinaryOperator, leftExpression: Expression, rightExpression: Expression, expression: Expression): ExpressionValue {
    // && and || look at the right side only when they must.
    if (op === "&&" || op === "||") {
      const left = this.value(leftExpression);
      if (left.type !== "boolean") throw this.error("typeMismatch", `'${op}' needs booleans on both sides`, leftExpression);
      if (left.value === (op === "||")) return left;
      const right = this.value(rightExpression);
      if (right.type !== "boolean") throw this.error("typeMismatch", `'${op}' needs booleans on both sides`, rightExpression);
      return right;
    }
    const left = this.value(leftExpression);
    const right = this.value(rightExpression);
    if (left.type === "integer" && right.type === "integer") return this.integerOperation(op, left.value, right.value, expression);
    if ((left.type === "integer" || left.type === "number") && (right.type === "integer" || right.type === "number")) {
      return this.numberOperation(op, Number(left.value), Number(right.value), expression);
    }
    if (left.type === "string" && right.type === "string") {
      if (op === "+") {
        const bytes = utf8Length(left.value) + utf8Length(right.value);
        this.spend(Math.floor(bytes / 16), expression);
        if (bytes > maximumStringLength) {
          throw this.error("stringLength", `the joined text would be longer than ${maximumStringLength} bytes`, expression);
        }
        return string(left.value + right.value);
      }
      if (isComparison(op)) return compared(op, compareText(left.value, right.value));
    }
    if (left.type === "boolean" && right.type === "boolean") {
      if (op === "==") return boolean(left.value === right.value);
      if (op === "!=") return boolean(left.value !== right.value);
    }
    throw this.error("typeMismatch",
      `'${op}' cannot combine the ${left.type} ${quoted(left)} and the ${right.type} ${quoted(right)}` +
        (left.type !== right.type ? "; convert one with toString, toInteger or toNumber" : ""),
      expression);
  }

  private integerOperation(op: BinaryOperator, a: bigint, b: bigint, expression: Expression): ExpressionValue {
    let result: bigint;
    switch (op) {
      case "+": result = a + b; break;
      case "-": result = a - b; break;
      case "*": result = a * b; break;
      case "/": case "%":
        if (b === 0n) throw this.error("divisionByZero", "division by zero", expression);
        // Swift reports Int.min % -1 as an overflow too, though its value would be 0.
        result = a === integerMin && b === -1n ? -integerMin : op === "/" ? a / b : a % b;
        break;
      default:
        return compared(op, a < b ? -1 : a > b ? 1 : 0);
    }
    if (!inIntegerRange(result)) throw this.error("overflow", `${a} ${op} ${b} is out of the integer range`, expression);
    return integer(result);
  }

  private numberOperation(op: BinaryOperator, a: number, b: number, expression: Expression): ExpressionValue {
    let result: number;
    switch (op) {
      case "+": result = a + b; break;
      case "-": result = a - b; break;
      case "*": result = a * b; break;
      case "/": case "%":
        if (b === 0) throw this.error("divisionByZero", "division by zero", expression);
        result = op === "/" ? a / b : a % b;
        break;
      default:
        return compared(op, a < b ? -1 : a > b ? 1 : 0);
    }
    if (!Number.isFinite(result)) throw this.error("overflow", `the result of '${op}' is too large for a number`, expression);
    return number(result);
  }
}

function isComparison(op: BinaryOperator): boolean {
  return op === "==" || op === "!=" || op === "<" || op === "<=" || op === ">" || op === ">=";
}

/** A comparison operator applied to an ordering (-1, 0, 1). */
function compared(op: BinaryOperator, order: number): ExpressionValue {
  switch (op) {
    case "==": return boolean(order === 0);
    case "!=": return boolean(order !== 0);
    case "<": return boolean(order < 0);
    case "<=": return boolean(order <= 0);
    case ">": return boolean(order > 0);
    default: return boolean(order >= 0);
  }
}
