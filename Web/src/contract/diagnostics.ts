/**
 * What lossy decoding left out or changed, with the JSON path it happened at:
 * the same kinds the Swift client reports, shown in the debug panel.
 */
export type DiagnosticKind = "unknownType" | "invalidElement" | "defaultedValue" | "unsupportedAction" | "invalidExpression" | "stoppedTrigger" | "clientError";

export interface Diagnostic {
  kind: DiagnosticKind;
  path: string;
  message: string;
}

/** Collects a screen's diagnostics while it is read and drawn. */
export class Diagnostics {
  readonly items: Diagnostic[] = [];
  /** At most this many are kept, so a hostile document cannot grow the list without bound. */
  static readonly limit = 500;

  add(kind: DiagnosticKind, path: string, message: string): void {
    if (this.items.length < Diagnostics.limit) this.items.push({ kind, path, message });
  }
}

/** A required field missing or of the wrong JSON type: the element holding it is dropped, the screen is kept. */
export class Malformed extends Error {
  constructor(readonly path: string, readonly reason: string) {
    super(`${path}: ${reason}`);
  }
}
