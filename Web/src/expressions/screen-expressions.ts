import { Diagnostics } from "../contract/diagnostics";
import { child, isObject, JSONValue } from "../contract/json";
import { utf8Length } from "./characters";
import { ExpressionError } from "./error";
import { Evaluator, defaultBudget } from "./evaluator";
import { expressionProblems } from "./checking";
import { InterpolatedText, parseInterpolated } from "./interpolated-text";
import { lookupIn, StateSource } from "./state";
import { ExpressionValue, valueJSON } from "./value";

/** Evaluation steps for all the fields of one screen, each time it is resolved (Swift's `ScreenExpressions.maximumSteps`). */
export const maximumScreenSteps = 1_000_000;
/** Keys whose values are never resolved: the state itself and the templates. */
const literalKeys = new Set(["initialState", "templates"]);

/** The bytes a document's fields may add in all: 8 times its size, at least 1 MiB, at most 4 MiB (`AmplificationBudget`). */
export function amplificationBudget(inputBytes: number): number {
  return Math.min(4 * 1024 * 1024, Math.max(1024 * 1024, inputBytes * 8));
}


/**
 * The expressions of one screen document, parsed once when it arrives, and
 * the document resolved for a state: Swift's `ScreenExpressions`, step for
 * step. Every string field outside `initialState` and `templates` may hold
 * `@{…}`; an array element whose `visible` is false is left out; a field
 * whose expression fails keeps its text with a diagnostic; all the fields
 * together take at most a million steps and the amplification budget.
 */
export class ScreenExpressions {
  private readonly fields = new Map<string, InterpolatedText>();
  readonly problems: { path: string; message: string }[] = [];
  private hasVisibility = false;
  private readonly bytes: number;
  /** Each written array and object's last resolution, while it differed from what is written (see `shared`). */
  private readonly lastResolved = new WeakMap<object, JSONValue>();

  constructor(document: JSONValue) {
    const initial = isObject(document) && isObject(document.initialState) ? document.initialState : {};
    const known = new Set(Object.keys(initial));
    this.walk(document, "", (text, path) => {
      if (this.fields.has(text)) return;
      try {
        const parsed = parseInterpolated(text);
        if (!parsed) return;
        this.fields.set(text, parsed);
        for (const segment of parsed.segments) {
          if (segment.kind !== "expression") continue;
          for (const problem of expressionProblems(segment.expression, known, segment.source)) {
            this.problems.push({ path, message: `${problem.message} (column ${segment.column + problem.column - 1} of '${text}')` });
          }
        }
      } catch (error) {
        if (!(error instanceof ExpressionError)) throw error;
        this.problems.push({ path, message: `${error.message} (column ${error.column} of '${text}')` });
      }
    });
    const resolves = this.fields.size > 0 || this.hasVisibility;
    this.bytes = amplificationBudget(resolves ? utf8Length(JSON.stringify(document)) : 0);
  }

  /** Nothing to resolve: the document is its own resolution. */
  get isEmpty(): boolean {
    return this.fields.size === 0 && this.problems.length === 0 && !this.hasVisibility;
  }

  /** The state keys the screen's expressions read. */
  get names(): Set<string> {
    const names = new Set<string>();
    for (const field of this.fields.values()) for (const name of field.names) names.add(name);
    return names;
  }

  private walk(value: JSONValue, path: string, visit: (text: string, path: string) => void): void {
    if (typeof value === "string") {
      visit(value, path);
    } else if (Array.isArray(value)) {
      value.forEach((element, index) => this.walk(element, child(path, index), visit));
    } else if (isObject(value)) {
      if (value.visible !== undefined) this.hasVisibility = true;
      for (const [key, member] of Object.entries(value)) if (!literalKeys.has(key)) this.walk(member, child(path, key), visit);
    }
  }

  /** `document` resolved in `state`, and what failed on the way (into `diagnostics`). */
  resolve(document: JSONValue, state: StateSource, diagnostics: Diagnostics): JSONValue {
    if (this.isEmpty) return document;
    const resolution = new Resolution(lookupIn(state), this.bytes, diagnostics);
    const value = this.value(document, "", resolution);
    if (resolution.leftLiteral > 0 && resolution.exhaustion) {
      const count = resolution.leftLiteral;
      diagnostics.add("invalidExpression", resolution.exhaustion.path,
        `${resolution.exhaustion.reason}; from here on ${count} field${count === 1 ? "" : "s"} of the screen show${count === 1 ? "s" : ""} the text as written`);
    }
    return value;
  }

  private value(value: JSONValue, path: string, resolution: Resolution): JSONValue {
    if (typeof value === "string") {
      const field = this.fields.get(value);
      if (!field) return value;
      const result = this.evaluate(field, path, resolution);
      return result === undefined ? value : valueJSON(result);
    }
    if (Array.isArray(value)) {
      const kept: JSONValue[] = [];
      value.forEach((element, index) => {
        const at = child(path, index);
        if (!this.hidden(element, at, resolution)) kept.push(this.value(element, at, resolution));
      });
      return this.shared(value, kept);
    }
    if (isObject(value)) {
      const resolved: { [key: string]: JSONValue } = {};
      for (const [key, member] of Object.entries(value)) {
        resolved[key] = literalKeys.has(key) ? member : this.value(member, child(path, key), resolution);
      }
      return this.shared(value, resolved);
    }
    return value;
  }

  /**
   * The resolution of an array or object as an object that already exists
   * when it has the same members: the written one when nothing in it
   * changed, else the last resolution's when it resolved the same. So an
   * unchanged part of the screen is the same object from one resolution to
   * the next, and a redraw reuses what it drew (`RenderMemo`); the whole
   * document the same object means there is nothing to redraw.
   */
  private shared<T extends JSONValue[] | { [key: string]: JSONValue }>(written: T, resolved: T): T {
    if (sameMembers(written, resolved)) return written;
    const last = this.lastResolved.get(written) as T | undefined;
    if (last !== undefined && sameMembers(last, resolved)) return last;
    this.lastResolved.set(written, resolved);
    return resolved;
  }

  private evaluate(field: InterpolatedText, path: string, resolution: Resolution): ExpressionValue | undefined {
    if (resolution.exhaustion) {
      resolution.leftLiteral += 1;
      return undefined;
    }
    const allowance = Math.min(defaultBudget, resolution.steps);
    const evaluator = new Evaluator(resolution.lookup, allowance);
    let outcome: ExpressionValue | ExpressionError;
    try {
      outcome = field.value(evaluator);
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      outcome = error;
    }
    resolution.steps -= evaluator.stepsTaken;
    if (resolution.steps <= 0) {
      resolution.exhaustion = { path, reason: `the screen's expressions take more than the ${maximumScreenSteps} steps allowed for one screen` };
    }
    if (outcome instanceof ExpressionError) {
      if (allowance < defaultBudget && resolution.steps <= 0) resolution.leftLiteral += 1;
      else resolution.diagnostics.add("invalidExpression", path, `${outcome.message}; showing the text as written`);
      return undefined;
    }
    const size = utf8Length(JSON.stringify(valueJSON(outcome)));
    if (size > resolution.bytes) {
      resolution.exhaustion = { path, reason: `the screen's expressions produce more than the budget of ${this.bytes} bytes` };
      resolution.leftLiteral += 1;
      return undefined;
    }
    resolution.bytes -= size;
    return outcome;
  }

  /** Whether an array element says `"visible": false` (or an expression that is false). */
  private hidden(element: JSONValue, path: string, resolution: Resolution): boolean {
    if (!isObject(element) || element.visible === undefined) return false;
    const at = child(path, "visible");
    const before = resolution.diagnostics.items.length + resolution.leftLiteral;
    const visible = this.value(element.visible, at, resolution);
    if (typeof visible === "boolean") return !visible;
    if (resolution.diagnostics.items.length + resolution.leftLiteral === before && !resolution.exhaustion) {
      resolution.diagnostics.add("invalidExpression", at, `visible must be a boolean, not ${visible === null ? "null" : Array.isArray(visible) ? "an array" : `a ${typeof visible}`}; the element is shown`);
    }
    return false;
  }
}

/** One resolution's allowances and findings. */
class Resolution {
  steps = maximumScreenSteps;
  exhaustion: { path: string; reason: string } | undefined;
  leftLiteral = 0;

  constructor(readonly lookup: ReturnType<typeof lookupIn>, public bytes: number, readonly diagnostics: Diagnostics) {}
}

/** Whether two arrays, or two objects, hold the very same members (by identity: a member that resolved alike is already shared). */
function sameMembers(a: JSONValue[] | { [key: string]: JSONValue }, b: JSONValue[] | { [key: string]: JSONValue }): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
    return true;
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (!(key in b) || a[key] !== b[key]) return false;
  return true;
}
