/**
 * How many bytes a document may add to itself while it is prepared for
 * drawing (Swift's `AmplificationBudget`): 8 times its size, at least 1 MiB,
 * at most 4 MiB, so a small screen's templates are never starved and no
 * document takes more than a fixed amount of memory.
 */
export interface AmplificationBudget {
  /** The bytes the producers may add in all. */
  readonly bytes: number;
  /** The document's size the budget was made for (its compact JSON bytes). */
  readonly inputBytes: number;
}

export const budgetRatio = 8;
export const budgetFloor = 1024 * 1024;
export const budgetCeiling = 4 * 1024 * 1024;

/** The budget for a document of `inputBytes`. */
export function budgetFor(inputBytes: number): AmplificationBudget {
  const size = Math.max(0, inputBytes);
  return { bytes: Math.min(budgetCeiling, Math.max(budgetFloor, size * budgetRatio)), inputBytes: size };
}

/** The figure and how it was reached, in the Swift client's words. */
export function describeBudget(budget: AmplificationBudget): string {
  return `${budget.bytes} bytes (${budgetRatio}× the document's ${budget.inputBytes} bytes, at least ${budgetFloor} and at most ${budgetCeiling})`;
}
