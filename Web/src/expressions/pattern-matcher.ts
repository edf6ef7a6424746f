import { PatternError, PatternNode, parsePattern, setContains } from "./pattern-parser";

/**
 * Matches a `TextPattern` against a text the way Swift's `PatternMatcher`
 * does: greedy backtracking over Unicode scalars, a search from every start
 * (anchor with `^…$`), texts up to 256 scalars and a budget of 200,000
 * steps counted at the same points, so a pattern too complex for one client
 * is too complex for the other.
 */
type Continuation =
  | { readonly kind: "accept" }
  | { readonly kind: "sequence"; readonly items: readonly PatternNode[]; readonly from: number; readonly then: Continuation }
  | {
      readonly kind: "repetition"; readonly inner: PatternNode; readonly minimum: number; readonly maximum: number | null;
      readonly count: number; readonly start: number; readonly then: Continuation;
    };

const stepBudget = 200_000;
const maximumCodeLength = 256;
const accept: Continuation = { kind: "accept" };

export function patternMatches(source: string, text: string): boolean {
  const root = parsePattern(source);
  const input = Array.from(text, (scalar) => scalar.codePointAt(0)!);
  if (input.length > maximumCodeLength) {
    throw new PatternError(source, 0, `a code of ${input.length} characters is longer than the ${maximumCodeLength} it can check`);
  }
  let steps = 0;
  let exhausted = false;

  const match = (node: PatternNode, index: number, next: Continuation): boolean => {
    steps++;
    if (steps > stepBudget) exhausted = true;
    if (exhausted) return false;
    switch (node.kind) {
      case "scalar":
        return index < input.length && setContains(node.set, input[index]!) && resume(next, index + 1);
      case "start": return index === 0 && resume(next, index);
      case "end": return index === input.length && resume(next, index);
      case "sequence": return matchSequence(node.items, 0, index, next);
      case "alternation":
        for (const branch of node.branches) if (match(branch, index, next)) return true;
        return false;
      case "repetition": return matchRepetition(node.inner, node.minimum, node.maximum, 0, index, next);
    }
  };

  const resume = (frame: Continuation, index: number): boolean => {
    switch (frame.kind) {
      case "accept": return true;
      case "sequence": return matchSequence(frame.items, frame.from, index, frame.then);
      case "repetition":
        // An iteration that consumed nothing cannot help once the minimum is met (and would loop).
        if (index === frame.start && frame.count > frame.minimum) return false;
        return matchRepetition(frame.inner, frame.minimum, frame.maximum, frame.count, index, frame.then);
    }
  };

  const matchSequence = (items: readonly PatternNode[], item: number, index: number, next: Continuation): boolean => {
    if (item >= items.length) return resume(next, index);
    return match(items[item]!, index, { kind: "sequence", items, from: item + 1, then: next });
  };

  const matchRepetition = (inner: PatternNode, minimum: number, maximum: number | null, count: number,
                           index: number, next: Continuation): boolean => {
    if ((maximum === null || count < maximum) &&
        match(inner, index, { kind: "repetition", inner, minimum, maximum, count: count + 1, start: index, then: next })) {
      return true;
    }
    return count >= minimum && resume(next, index);
  };

  let found = false;
  for (let start = 0; start <= input.length; start++) {
    if (match(root, start, accept)) {
      found = true;
      break;
    }
    if (exhausted) break;
  }
  if (exhausted) throw new PatternError(source, 0, "matching it takes too many steps (nested repetitions); simplify it");
  return found;
}
