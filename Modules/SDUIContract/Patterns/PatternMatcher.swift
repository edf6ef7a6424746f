/// A backtracking matcher for `PatternNode`s, with a step budget.
///
/// Codes are short, but a hostile or careless pattern such as `(a*)*b` can
/// make backtracking exponential; after `budget` steps the matcher gives up
/// and the caller reports the pattern as too complex instead of hanging.
final class PatternMatcher {
    private let input: [Unicode.Scalar]
    private var steps = 0
    private let budget: Int
    private(set) var exhausted = false

    init(_ input: [Unicode.Scalar], budget: Int) {
        self.input = input
        self.budget = budget
    }

    /// True when the pattern matches somewhere in the input (anchors pin it to the ends).
    func search(_ pattern: PatternNode) -> Bool {
        for start in 0...input.count {
            if match(pattern, at: start, then: { _ in true }) { return true }
            if exhausted { return false }
        }
        return false
    }

    /// Matches `node` at `index`, then asks `next` whether the rest matches from where it ended.
    private func match(_ node: PatternNode, at index: Int, then next: (Int) -> Bool) -> Bool {
        steps += 1
        if steps > budget { exhausted = true }
        if exhausted { return false }
        switch node {
        case .scalar(let set):
            guard index < input.count, set.contains(input[index]) else { return false }
            return next(index + 1)
        case .start:
            return index == 0 && next(index)
        case .end:
            return index == input.count && next(index)
        case .sequence(let items):
            return matchSequence(items, from: 0, at: index, then: next)
        case .alternation(let branches):
            for branch in branches where match(branch, at: index, then: next) { return true }
            return false
        case .repetition(let inner, let minimum, let maximum):
            return matchRepetition(inner, minimum: minimum, maximum: maximum, count: 0, at: index, then: next)
        }
    }

    private func matchSequence(_ items: [PatternNode], from item: Int, at index: Int, then next: (Int) -> Bool) -> Bool {
        guard item < items.count else { return next(index) }
        return match(items[item], at: index) { end in
            self.matchSequence(items, from: item + 1, at: end, then: next)
        }
    }

    /// Greedy: one more repetition first, then stop once the minimum is reached.
    private func matchRepetition(_ inner: PatternNode, minimum: Int, maximum: Int?, count: Int,
                                 at index: Int, then next: (Int) -> Bool) -> Bool {
        if maximum.map({ count < $0 }) ?? true {
            let more = match(inner, at: index) { end in
                // An iteration that consumed nothing cannot help once the minimum is met (and would loop).
                if end == index && count + 1 > minimum { return false }
                return self.matchRepetition(inner, minimum: minimum, maximum: maximum, count: count + 1, at: end, then: next)
            }
            if more { return true }
        }
        return count >= minimum && next(index)
    }
}
