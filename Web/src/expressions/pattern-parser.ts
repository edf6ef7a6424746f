/**
 * The `TextPattern` subset of regular expressions (contract §12), parsed as
 * Swift's `PatternParser` parses it, with its limits (1,000 characters,
 * repetitions up to 1,000, groups 32 deep) and its error messages, so
 * `matches` accepts and refuses the same patterns in both clients. Not the
 * browser's RegExp: its syntax and semantics are wider than the subset.
 */
export interface ScalarSet {
  readonly ranges: ReadonlyArray<readonly [number, number]>;
  readonly negated: boolean;
}

export type PatternNode =
  | { readonly kind: "scalar"; readonly set: ScalarSet }
  | { readonly kind: "start" }
  | { readonly kind: "end" }
  | { readonly kind: "sequence"; readonly items: readonly PatternNode[] }
  | { readonly kind: "alternation"; readonly branches: readonly PatternNode[] }
  | { readonly kind: "repetition"; readonly inner: PatternNode; readonly minimum: number; readonly maximum: number | null };

export class PatternError {
  constructor(readonly pattern: string, readonly position: number, readonly reason: string) {}
  get description(): string {
    return `the pattern '${this.pattern}' cannot be used (at character ${this.position + 1}): ${this.reason}`;
  }
}

const digits: ScalarSet = { ranges: [[0x30, 0x39]], negated: false };
const word: ScalarSet = { ranges: [[0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]], negated: false };
const space: ScalarSet = { ranges: [[0x09, 0x0d], [0x20, 0x20]], negated: false };
const anyScalar: ScalarSet = { ranges: [], negated: true };
const literal = (scalar: string): ScalarSet => {
  const value = scalar.codePointAt(0)!;
  return { ranges: [[value, value]], negated: false };
};
const inverted = (set: ScalarSet): ScalarSet => ({ ranges: set.ranges, negated: !set.negated });

export function setContains(set: ScalarSet, scalar: number): boolean {
  const inside = set.ranges.some(([low, high]) => scalar >= low && scalar <= high);
  return inside !== set.negated;
}

const maximumLength = 1000;
const maximumRepeat = 1000;
const maximumDepth = 32;

export function parsePattern(text: string): PatternNode {
  const scalars = Array.from(text);
  let position = 0;
  let depth = 0;
  const peek = (): string | undefined => scalars[position];
  const fail = (reason: string, at?: number): PatternError => new PatternError(text, at ?? position, reason);

  const alternation = (): PatternNode => {
    const branches = [sequence()];
    while (peek() === "|") {
      position++;
      branches.push(sequence());
    }
    return branches.length === 1 ? branches[0]! : { kind: "alternation", branches };
  };

  const sequence = (): PatternNode => {
    const items: PatternNode[] = [];
    for (let next = peek(); next !== undefined && next !== "|" && next !== ")"; next = peek()) items.push(quantified());
    return items.length === 1 ? items[0]! : { kind: "sequence", items };
  };

  const quantified = (): PatternNode => {
    const atomStart = position;
    const node = atom();
    const next = peek();
    if (next === undefined) return node;
    let bounds: [number, number | null];
    switch (next) {
      case "*": bounds = [0, null]; position++; break;
      case "+": bounds = [1, null]; position++; break;
      case "?": bounds = [0, 1]; position++; break;
      case "{": bounds = braces(); break;
      default: return node;
    }
    if (node.kind === "start" || node.kind === "end") throw fail("an anchor cannot be repeated", atomStart);
    if (peek() === "?") position++;
    if (peek() === "+") throw fail("possessive quantifiers are not supported");
    if (peek() === "*" || peek() === "{") throw fail("a quantifier cannot follow another; group the element first");
    return { kind: "repetition", inner: node, minimum: bounds[0], maximum: bounds[1] };
  };

  const number = (): number | null => {
    let value = 0;
    let count = 0;
    for (let next = peek(); next !== undefined && next >= "0" && next <= "9"; next = peek()) {
      value = Math.min(value * 10 + Number(next), 1_000_000);
      count++;
      position++;
    }
    return count > 0 ? value : null;
  };

  const braces = (): [number, number | null] => {
    const open = position;
    position++;
    const minimum = number();
    if (minimum === null) throw fail("expected a number after '{' ({n}, {n,} or {n,m})", open);
    let maximum: number | null = minimum;
    if (peek() === ",") {
      position++;
      maximum = number();
    }
    if (peek() !== "}") throw fail("expected '}' to close the repetition", open);
    position++;
    if (maximum !== null && maximum < minimum) throw fail(`{${minimum},${maximum}} has its bounds the wrong way round`, open);
    if (minimum > maximumRepeat || (maximum ?? 0) > maximumRepeat) throw fail(`repetitions are limited to ${maximumRepeat}`, open);
    return [minimum, maximum];
  };

  const atom = (): PatternNode => {
    const scalar = peek();
    if (scalar === undefined) throw fail("the pattern ends where an element was expected");
    switch (scalar) {
      case "(": {
        const open = position;
        position++;
        if (peek() === "?") {
          if (!(scalars.length > position + 1 && scalars[position + 1] === ":")) {
            throw fail("lookarounds, named groups and inline options are not supported", open);
          }
          position += 2;
        }
        depth++;
        if (depth > maximumDepth) throw fail("groups are nested too deeply", open);
        const inner = alternation();
        depth--;
        if (peek() !== ")") throw fail("this '(' is never closed", open);
        position++;
        return inner;
      }
      case "[": return { kind: "scalar", set: characterClass() };
      case ".": position++; return { kind: "scalar", set: anyScalar };
      case "^": position++; return { kind: "start" };
      case "$": position++; return { kind: "end" };
      case "\\": return { kind: "scalar", set: escape(false) };
      case "*": case "+": case "?": case "{": throw fail(`'${scalar}' has nothing to repeat`);
      case ")": throw fail("this ')' has no matching '('");
      default: position++; return { kind: "scalar", set: literal(scalar) };
    }
  };

  const single = (set: ScalarSet): number | null => {
    const only = set.ranges[0];
    return set.ranges.length === 1 && only !== undefined && only[0] === only[1] ? only[0] : null;
  };

  const characterClass = (): ScalarSet => {
    const open = position;
    position++;
    const ranges: Array<readonly [number, number]> = [];
    let negated = false;
    if (peek() === "^") {
      negated = true;
      position++;
    }
    let first = true;
    for (;;) {
      const scalar = peek();
      if (scalar === undefined) throw fail("this '[' is never closed", open);
      if (scalar === "]" && !first) {
        position++;
        break;
      }
      first = false;
      if (scalar === "[" && scalars.length > position + 1 && scalars[position + 1] === ":") {
        throw fail("POSIX classes such as [:alpha:] are not supported; write the range, e.g. [A-Za-z]");
      }
      let low: number;
      if (scalar === "\\") {
        const escaped = escape(true);
        const only = escaped.negated ? null : single(escaped);
        if (only === null) {
          ranges.push(...escaped.ranges);
          continue;
        }
        low = only;
      } else {
        low = scalar.codePointAt(0)!;
        position++;
      }
      if (peek() === "-" && scalars.length > position + 1 && scalars[position + 1] !== "]") {
        const dash = position;
        position++;
        const highScalar = peek();
        if (highScalar === undefined) throw fail("this '[' is never closed", open);
        let high: number;
        if (highScalar === "\\") {
          const only = single(escape(true));
          if (only === null) throw fail("a range cannot end in a class escape", dash);
          high = only;
        } else {
          high = highScalar.codePointAt(0)!;
          position++;
        }
        if (low > high) throw fail(`the range ${String.fromCodePoint(low)}-${String.fromCodePoint(high)} is reversed`, dash);
        ranges.push([low, high]);
      } else {
        ranges.push([low, low]);
      }
    }
    return { ranges, negated };
  };

  const escape = (inClass: boolean): ScalarSet => {
    const backslash = position;
    position++;
    const scalar = peek();
    if (scalar === undefined) throw fail("the pattern ends with a lone '\\'", backslash);
    position++;
    switch (scalar) {
      case "d": return digits;
      case "w": return word;
      case "s": return space;
      case "D": case "W": case "S":
        if (inClass) throw fail(`\\${scalar} is not supported inside [...]`, backslash);
        return inverted(scalar === "D" ? digits : scalar === "W" ? word : space);
      case "t": return literal("\t");
      case "n": return literal("\n");
      case "r": return literal("\r");
      default:
        if (!/^[\x00-\x7f]$/.test(scalar) || /^[A-Za-z0-9]$/.test(scalar)) {
          throw fail(`the escape \\${scalar} is not supported (back-references, \\b, \\p{…} and the like are outside the subset)`, backslash);
        }
        return literal(scalar);
    }
  };

  if (scalars.length > maximumLength) throw fail(`it is longer than ${maximumLength} characters`, maximumLength);
  const node = alternation();
  if (position < scalars.length) throw fail("this ')' has no matching '('");
  return node;
}
