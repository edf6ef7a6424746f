import { patternMatches } from "../../expressions/pattern-matcher";
import { PatternError } from "../../expressions/pattern-parser";

/** The symbologies of the contract (`Symbology`), with what a typed code of each may hold. */
const symbologies = {
  ean13: { name: "EAN-13", digits: 13 },
  upcA: { name: "UPC-A", digits: 12 },
  ean8: { name: "EAN-8", digits: 8 },
  code128: { name: "Code 128", digits: undefined },
  code39: { name: "Code 39", digits: undefined },
  qr: { name: "QR", digits: undefined },
} as const;
export type Symbology = keyof typeof symbologies;
const allSymbologies = Object.keys(symbologies) as Symbology[];

function list(kinds: readonly Symbology[]): string {
  const names = kinds.map((kind) => symbologies[kind].name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}` : names[0] ?? "barcode";
}

/** GS1's check digit of a payload of digits, as the terminal's `GS1CheckDigit`. */
export function checkDigit(payload: string): string | undefined {
  if (!/^[0-9]+$/.test(payload)) return undefined;
  let sum = 0;
  [...payload].reverse().forEach((digit, offset) => { sum += (offset % 2 === 0 ? 3 : 1) * Number(digit); });
  return String((10 - (sum % 10)) % 10);
}

function canHold(code: string, kind: Symbology): boolean {
  switch (kind) {
    case "code128": return /^[\x00-\x7f]*$/.test(code);
    case "code39": return /^[0-9A-Z \-.$/+%]*$/.test(code);
    case "qr": return true;
    default: return false;
  }
}

/**
 * Decides whether a typed code may be sent, with the terminal's rules and
 * words (`CodeValidator`, `ScanProblem`): an all-digit code is tried as the
 * accepted retail symbologies with their check digit, else the first
 * free-form symbology that can hold it takes it; then the action's pattern.
 * Gives the problem's message, or undefined when the code is accepted.
 */
export function problemWithTypedCode(code: string, accepted: readonly string[], pattern: string | undefined): string | undefined {
  if (code === "") return "Nothing was entered.";
  const known = [...new Set(accepted.filter((kind): kind is Symbology => kind in symbologies))];
  const candidates = known.length > 0 ? known : allSymbologies;
  const digitsOnly = /^[0-9]+$/.test(code);
  let checkFailure: string | undefined;
  const matched = (() => {
    if (digitsOnly) {
      for (const kind of candidates) {
        const digits = symbologies[kind].digits;
        if (digits === undefined) continue;
        const normalized = kind === "upcA" && code.length === 13 && code.startsWith("0") ? code.slice(1) : code;
        if (normalized.length !== digits) continue;
        const expected = checkDigit(normalized.slice(0, -1));
        if (expected === normalized[normalized.length - 1]) return normalized;
        checkFailure ??= `${normalized} is not a valid ${symbologies[kind].name} code: its check digit is ${normalized[normalized.length - 1]}, `
          + `the other digits need ${expected ?? "?"}. A digit was probably misread or mistyped.`;
      }
    }
    return candidates.some((kind) => symbologies[kind].digits === undefined && canHold(code, kind)) ? code : undefined;
  })();
  if (matched === undefined) {
    if (checkFailure) return checkFailure;
    const retail = candidates.filter((kind) => symbologies[kind].digits !== undefined);
    let reason: string;
    if (retail.length > 0 && retail.length === candidates.length) {
      const lengths = retail.map((kind) => `${symbologies[kind].name} codes have ${symbologies[kind].digits} digits`).join(", ");
      reason = digitsOnly ? `${lengths}; this one has ${[...code].length}` : `it should hold only digits (${lengths})`;
    } else {
      reason = `it contains characters a ${list(candidates)} barcode cannot hold`;
    }
    return `${code} is not a code this screen accepts: ${reason}.`;
  }
  if (pattern === undefined) return undefined;
  try {
    return patternMatches(pattern, matched) ? undefined : `${matched} does not have the expected format (${pattern}).`;
  } catch (error) {
    return `This code cannot be checked: ${error instanceof PatternError ? error.description : String(error)}.`;
  }
}
