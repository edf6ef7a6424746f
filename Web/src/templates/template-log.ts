import { utf8Length } from "../expressions/characters";

/** A problem the expansion found, with the JSON path of the use or definition it concerns. */
export interface TemplateDiagnostic {
  /** `notRecorded` stands for the problems past the log's bounds (one entry, at the end). */
  readonly kind: "invalidElement" | "notRecorded";
  readonly path: string;
  readonly reason: string;
}

/**
 * Keeps the expansion's diagnostics within the Swift client's
 * `DiagnosticLog` bounds (1,000 of them, 256 KiB of paths and reasons),
 * then only counts, ending with one entry that says how many were not kept:
 * a document of 100,000 broken uses costs a bounded list, and both clients
 * show the same one.
 */
export class TemplateLog {
  static readonly maximumCount = 1_000;
  static readonly maximumBytes = 256 * 1024;
  private readonly kept: TemplateDiagnostic[] = [];
  private bytes = 0;
  private notRecorded = 0;

  record(diagnostic: TemplateDiagnostic): void {
    const size = utf8Length(diagnostic.path) + utf8Length(diagnostic.reason);
    if (this.notRecorded > 0 || this.kept.length >= TemplateLog.maximumCount || size > TemplateLog.maximumBytes - this.bytes) {
      this.notRecorded += 1;
      return;
    }
    this.kept.push(diagnostic);
    this.bytes += size;
  }

  get diagnostics(): TemplateDiagnostic[] {
    if (this.notRecorded === 0) return [...this.kept];
    const count = this.notRecorded;
    return [...this.kept, {
      kind: "notRecorded", path: "",
      reason: `${count} more problem${count === 1 ? " was" : "s were"} found and not recorded (a document keeps at most ${TemplateLog.maximumCount} diagnostics and ${TemplateLog.maximumBytes} bytes of them)`,
    }];
  }
}
