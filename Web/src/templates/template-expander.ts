import { child, isObject, JSONObject, JSONValue } from "../contract/json";
import { compareText, utf8Length } from "../expressions/characters";
import { canonicalName, compactByteCount, member, own, setMember, typeName } from "./json-measure";
import { TemplateDefinition } from "./template-definition";
import { fillTemplateText, TemplateFill } from "./template-fill";
import { TemplateLog } from "./template-log";
import { AmplificationBudget, describeBudget } from "./amplification-budget";

/** Nested uses deeper than this are refused (a template that uses itself). */
export const maximumDepth = 8;
/** Objects and arrays all uses may produce together. */
export const maximumElements = 100_000;

/** The member of an element that says where it came from in a debug answer (`DebugOrigins.key`). */
const originKey = "_origin";
/** The member of an origin naming the use that made the element (`DebugOrigins.usedAtKey`). */
const usedAtKey = "usedAt";

/**
 * The walk that expands a document's template uses in one pass, filling
 * each body as it is copied and counting what it produces: Swift's
 * `TemplateExpander`, step for step, so both clients keep and drop the same
 * elements and say the same things at the same paths.
 *
 * Everything made inside a use is counted: the bytes of each string, number
 * and key (a filled string before it is built), and each object and array.
 * What lies outside every use is the document as sent and costs nothing.
 * Once a budget is spent the walk unwinds to the top-level use, which is
 * left out whole, and every later use is left out at once, so the work done
 * is bounded by the budget, not by what the document asks for.
 * `undefined` is Swift's nil: left out.
 */
export class TemplateExpander {
  readonly log = new TemplateLog();
  private readonly trail: (string | number)[] = [];
  private producedBytes = 0;
  private producedElements = 0;
  /** Uses being expanded around the current position (0: the document itself). */
  private useDepth = 0;
  /** Why the walk stopped expanding, once a budget ran out. */
  exhaustion: string | undefined;
  /** Uses left out after the budget ran out, reported together at the end. */
  private leftOutAfterwards = 0;

  constructor(private readonly templates: Map<string, TemplateDefinition>, private readonly budget: AmplificationBudget) {}

  /** True while unwinding from a spent budget inside a use. */
  private get unwinding(): boolean {
    return this.exhaustion !== undefined && this.useDepth > 0;
  }

  enter(piece: string | number): void {
    this.trail.push(piece);
  }

  leave(): void {
    this.trail.pop();
  }

  private problem(reason: string): void {
    this.log.record({ kind: "invalidElement", path: this.trail.reduce<string>((path, piece) => child(path, piece), ""), reason });
  }

  /** Adds the summary of what was left out after the budget ran out. */
  finish(): void {
    const count = this.leftOutAfterwards;
    if (count === 0) return;
    this.log.record({ kind: "invalidElement", path: "", reason: `${count} later template use${count === 1 ? " was" : "s were"} left out too, because the budget was spent` });
  }

  /** Counts `bytes` produced; false (and the walk unwinds) when they do not fit. */
  private charge(bytes: number): boolean {
    if (this.useDepth === 0) return true;
    if (this.exhaustion !== undefined) return false;
    if (bytes > this.budget.bytes - this.producedBytes) {
      this.exhaustion = `the templates would produce more than the budget of ${describeBudget(this.budget)}`;
      return false;
    }
    this.producedBytes += bytes;
    return true;
  }

  /** Counts one object or array produced (and its brackets). */
  private chargeElement(): boolean {
    if (this.useDepth === 0) return true;
    if (!this.charge(2)) return false;
    this.producedElements += 1;
    if (this.producedElements > maximumElements) {
      this.exhaustion = `the templates expand to more than ${maximumElements} elements`;
      return false;
    }
    return true;
  }

  /** `value` with its uses expanded and, inside a body (`scope` holds the use's arguments), its strings filled. */
  walk(value: JSONValue, scope: JSONObject | undefined): JSONValue | undefined {
    if (this.unwinding) return undefined;
    if (typeof value === "string") {
      if (scope) {
        const filled = this.fill(value, scope);
        switch (filled.kind) {
          case "unchanged": break;
          case "placed": return this.walk(filled.value, undefined);
          case "text": return filled.text;
          case "overBudget": return undefined;
        }
      }
      return this.charge(utf8Length(value) + 2) ? value : undefined;
    }
    if (Array.isArray(value)) {
      if (!this.chargeElement()) return undefined;
      const kept: JSONValue[] = [];
      for (let index = 0; index < value.length; index++) {
        this.enter(index);
        const expanded = this.walk(value[index]!, scope);
        this.leave();
        if (expanded !== undefined) kept.push(expanded);
        else if (this.unwinding) return undefined;
      }
      return kept;
    }
    if (isObject(value)) {
      const name = own(value, "template");
      if (name !== undefined) return this.use(name, value, scope);
      if (!this.chargeElement()) return undefined;
      const result: JSONObject = {};
      for (const key of Object.keys(value)) {
        if (!this.charge(utf8Length(key) + 3)) return undefined;
        this.enter(key);
        const expanded = this.walk(value[key]!, scope);
        this.leave();
        if (expanded !== undefined) setMember(result, key, expanded);
        else if (this.unwinding) return undefined;
      }
      return result;
    }
    return this.charge(compactByteCount(value)) ? value : undefined;
  }

  /** `text` filled from `scope`, its bytes counted before it is built. */
  private fill(text: string, scope: JSONObject): TemplateFill {
    const allowance = this.useDepth > 0 ? this.budget.bytes - this.producedBytes : Number.MAX_SAFE_INTEGER;
    const filled = fillTemplateText(text, scope, allowance);
    switch (filled.kind) {
      case "text": {
        const bytes = utf8Length(filled.text);
        return this.charge(bytes + 2) ? filled : { kind: "overBudget", needed: bytes };
      }
      case "overBudget":
        this.exhaustion = `a filled text would take ${filled.needed} bytes, more than the ${allowance} left of the budget of ${describeBudget(this.budget)}`;
        return filled;
      default:
        return filled;
    }
  }

  /** `value` with its strings filled from `scope` and nothing expanded: a nested use's arguments, which its own body places later. */
  private substitute(value: JSONValue, scope: JSONObject): JSONValue | undefined {
    if (typeof value === "string") {
      const filled = this.fill(value, scope);
      switch (filled.kind) {
        case "unchanged": return value;
        case "placed": return filled.value;
        case "text": return filled.text;
        case "overBudget": return undefined;
      }
    }
    if (Array.isArray(value)) {
      if (!this.chargeElement()) return undefined;
      const result: JSONValue[] = [];
      for (const element of value) {
        const filled = this.substitute(element, scope);
        if (filled === undefined) return undefined;
        result.push(filled);
      }
      return result;
    }
    if (isObject(value)) {
      if (!this.chargeElement()) return undefined;
      const result: JSONObject = {};
      for (const key of Object.keys(value)) {
        const filled = this.substitute(value[key]!, scope);
        if (filled === undefined) return undefined;
        setMember(result, key, filled);
      }
      return result;
    }
    return value;
  }

  /** The body of the use `object` (of template `nameValue`) filled and expanded; undefined when it is left out, with a diagnostic saying why. */
  private use(nameValue: JSONValue, object: JSONObject, scope: JSONObject | undefined): JSONValue | undefined {
    if (this.exhaustion !== undefined) {
      if (this.useDepth === 0) this.leftOutAfterwards += 1;
      return undefined;
    }
    let resolvedName = nameValue;
    if (scope) {
      const filled = this.substitute(nameValue, scope);
      if (filled !== undefined) resolvedName = filled;
    }
    const template = typeof resolvedName === "string" ? this.templates.get(canonicalName(resolvedName)) : undefined;
    if (typeof resolvedName !== "string" || template === undefined) {
      this.problem(`there is no template '${typeof resolvedName === "string" ? resolvedName : typeName(resolvedName)}'; the element is left out`);
      return undefined;
    }
    const name = resolvedName;
    if (this.useDepth >= maximumDepth) {
      this.problem(`template '${name}' is used more than ${maximumDepth} levels deep (does it use itself?); the element is left out`);
      return undefined;
    }
    const given = own(object, "arguments");
    let args: JSONObject = isObject(given) ? given : {};
    if (scope) {
      const filled = this.substitute(args, scope);
      if (!isObject(filled)) return this.leftOut(name);
      args = filled;
    }
    const missing = template.parameters.filter((parameter) => member(args, parameter) === undefined).sort(compareText);
    if (missing.length > 0) {
      this.problem(`template '${name}' needs the argument${missing.length === 1 ? "" : "s"} ${missing.join(", ")}; the element is left out`);
      return undefined;
    }

    this.useDepth += 1;
    const body = this.walk(template.body, args);
    this.useDepth -= 1;
    if (body === undefined || this.exhaustion !== undefined) return this.leftOut(name);
    if (!isObject(body)) return body;
    for (const key of ["id", "visible"]) {
      const override = own(object, key);
      if (override === undefined) continue;
      this.enter(key);
      const filled = this.walk(override, scope);
      this.leave();
      if (filled === undefined) return this.leftOut(name);
      setMember(body, key, filled);
    }
    // A debug answer's use names where it is; what it made says both (not charged: debug only).
    const useOrigin = own(object, originKey);
    if (useOrigin !== undefined) {
      const bodyOrigin = own(body, originKey);
      if (isObject(bodyOrigin)) {
        const origin: JSONObject = { ...bodyOrigin };
        setMember(origin, usedAtKey, useOrigin);
        setMember(body, originKey, origin);
      } else {
        setMember(body, originKey, useOrigin);
      }
    }
    return body;
  }

  /** Leaves a use out for a spent budget; the top-level use says so. */
  private leftOut(name: string): undefined {
    if (this.useDepth === 0 && this.exhaustion !== undefined) this.problem(`template '${name}' is left out: ${this.exhaustion}`);
    return undefined;
  }
}
