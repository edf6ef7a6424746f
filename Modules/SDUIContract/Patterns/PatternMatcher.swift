/// A backtracking matcher for `PatternNode`s, with a step budget.
///
/// Codes are short, but a hostile or careless pattern such as `(a*)*b` can
/// make backtracking exponential; after `budget` steps the matcher gives up
/// and the caller reports the pattern as too complex instead of hanging.
///
/// What is left to match after a node is a continuation kept on an explicit
/// stack (`frames`), not a closure: the optimizer clones a closure-taking
/// matcher once per closure it is handed, which grows the clip
/// (docs/clip.md).
final class PatternMatcher {
    /// What to match after the current node; `then` is the frame after this one.
    private enum Continuation {
        /// The whole pattern has matched.
        case accept
        /// The rest of a sequence, from item `from`.
        case sequence([PatternNode], from: Int, then: Int)
        /// One more repetition of `inner` has matched, the `count`th, which began at `start`.
        case repetition(PatternNode, minimum: Int, maximum: Int?, count: Int, start: Int, then: Int)
    }

    private let input: [Unicode.Scalar]
    private var steps = 0
    private let budget: Int
    private(set) var exhausted = false
    /// Continuations of the matches under way, innermost last. A frame is
    /// pushed before the match it continues and popped after it, so every
    /// frame a match refers to is below the top while it runs.
    private var frames: [Continuation] = [.accept]

    init(_ input: [Unicode.Scalar], budget: Int) {
        self.input = input
        self.budget = budget
    }

    /// True when the pattern matches somewhere in the input (anchors pin it to the ends).
    func search(_ pattern: PatternNode) -> Bool {
        for start in 0...input.count {
            if match(pattern, at: start, then: 0) { return true }
            if exhausted { return false }
        }
        return false
    }

    /// Matches `node` at `index`, then the continuation in frame `next` from where it ended.
    private func match(_ node: PatternNode, at index: Int, then next: Int) -> Bool {
        steps += 1
        if steps > budget { exhausted = true }
        if exhausted { return false }
        switch node {
        case .scalar(let set):
            guard index < input.count, set.contains(input[index]) else { return false }
            return resume(next, at: index + 1)
        case .start:
            return index == 0 && resume(next, at: index)
        case .end:
            return index == input.count && resume(next, at: index)
        case .sequence(let items):
            return matchSequence(items, from: 0, at: index, then: next)
        case .alternation(let branches):
            for branch in branches where match(branch, at: index, then: next) { return true }
            return false
        case .repetition(let inner, let minimum, let maximum):
            return matchRepetition(inner, minimum: minimum, maximum: maximum, count: 0, at: index, then: next)
        }
    }

    /// Runs the continuation in frame `frame` from `index`.
    private func resume(_ frame: Int, at index: Int) -> Bool {
        switch frames[frame] {
        case .accept:
            return true
        case .sequence(let items, let from, let next):
            return matchSequence(items, from: from, at: index, then: next)
        case .repetition(let inner, let minimum, let maximum, let count, let start, let next):
            // An iteration that consumed nothing cannot help once the minimum is met (and would loop).
            if index == start && count > minimum { return false }
            return matchRepetition(inner, minimum: minimum, maximum: maximum, count: count, at: index, then: next)
        }
    }

    /// Matches `node` at `index` with `continuation` after it, on the frame stack.
    private func match(_ node: PatternNode, at index: Int, continuingWith continuation: Continuation) -> Bool {
        frames.append(continuation)
        let matched = match(node, at: index, then: frames.count - 1)
        frames.removeLast()
        return matched
    }

    private func matchSequence(_ items: [PatternNode], from item: Int, at index: Int, then next: Int) -> Bool {
        guard item < items.count else { return resume(next, at: index) }
        return match(items[item], at: index, continuingWith: .sequence(items, from: item + 1, then: next))
    }

    /// Greedy: one more repetition first, then stop once the minimum is reached.
    private func matchRepetition(_ inner: PatternNode, minimum: Int, maximum: Int?, count: Int,
                                 at index: Int, then next: Int) -> Bool {
        if maximum.map({ count < $0 }) ?? true,
           match(inner, at: index, continuingWith: .repetition(inner, minimum: minimum, maximum: maximum,
                                                               count: count + 1, start: index, then: next)) {
            return true
        }
        return count >= minimum && resume(next, at: index)
    }
}
