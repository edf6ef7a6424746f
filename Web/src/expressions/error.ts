/**
 * Why an expression cannot be used or evaluated, and where: a value, never
 * a crash, so a broken expression shows its field's literal text and the
 * screen stays up. `message` and `column` are Swift's, word for word
 * (the conformance vectors hold both clients to that); `kind` is a stable
 * name for the failure that code and tests can switch on.
 */
export type ExpressionErrorKind =
  | "syntax" | "length" | "depth" | "unknownName" | "unusableValue" | "unknownFunction" | "arity"
  | "typeMismatch" | "divisionByZero" | "overflow" | "conversion" | "pattern" | "budget" | "stringLength";

export class ExpressionError {
  constructor(
    readonly kind: ExpressionErrorKind,
    /** The expression's text, without `@{` `}` (the whole field for field-level errors). */
    readonly expression: string,
    /** 1-based, in Unicode scalars of `expression`. */
    readonly column: number,
    readonly message: string,
  ) {}

  get description(): string {
    return `in '${this.expression}' at column ${this.column}: ${this.message}`;
  }
}
