/// Recursive-descent parser for the `TextPattern` subset.
///
/// Grammar (`|` lowest, then concatenation, then quantifiers):
/// ```
/// alternation := sequence ('|' sequence)*
/// sequence    := quantified*
/// quantified  := atom ('*' | '+' | '?' | '{n}' | '{n,}' | '{n,m}')? '?'?
/// atom        := '(' ('?:')? alternation ')' | '[' '^'? item+ ']' | '.' | '^' | '$' | escape | literal
/// item        := scalar ('-' scalar)? | '\d' | '\w' | '\s'
/// escape      := '\d' '\D' '\w' '\W' '\s' '\S' '\t' '\n' '\r' | '\' punctuation
/// ```
struct PatternParser {
    static let maximumLength = 1000
    static let maximumRepeat = 1000
    static let maximumDepth = 32

    private let text: String
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var depth = 0

    init(_ text: String) {
        self.text = text
        scalars = Array(text.unicodeScalars)
    }

    mutating func parse() throws(PatternError) -> PatternNode {
        guard scalars.count <= Self.maximumLength else {
            throw fail("it is longer than \(Self.maximumLength) characters", at: Self.maximumLength)
        }
        let node = try alternation()
        if position < scalars.count {
            // Only an unmatched ')' stops the top-level alternation early.
            throw fail("this ')' has no matching '('")
        }
        return node
    }

    // MARK: Grammar

    private mutating func alternation() throws(PatternError) -> PatternNode {
        var branches = [try sequence()]
        while peek == "|" {
            position += 1
            branches.append(try sequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func sequence() throws(PatternError) -> PatternNode {
        var items: [PatternNode] = []
        while let next = peek, next != "|", next != ")" {
            items.append(try quantified())
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    private mutating func quantified() throws(PatternError) -> PatternNode {
        let atomStart = position
        let atom = try self.atom()
        guard let next = peek else { return atom }
        let bounds: (Int, Int?)
        switch next {
        case "*": bounds = (0, nil); position += 1
        case "+": bounds = (1, nil); position += 1
        case "?": bounds = (0, 1); position += 1
        case "{": bounds = try braces()
        default: return atom
        }
        if atom == .start || atom == .end {
            throw fail("an anchor cannot be repeated", at: atomStart)
        }
        // A lazy quantifier matches the same codes as a greedy one (only captures differ): accept it.
        if peek == "?" { position += 1 }
        if peek == "+" { throw fail("possessive quantifiers are not supported") }
        if let next = peek, next == "*" || next == "{" {
            throw fail("a quantifier cannot follow another; group the element first")
        }
        return .repetition(atom, minimum: bounds.0, maximum: bounds.1)
    }

    private mutating func braces() throws(PatternError) -> (Int, Int?) {
        let open = position
        position += 1
        guard let minimum = number() else { throw fail("expected a number after '{' ({n}, {n,} or {n,m})", at: open) }
        var maximum: Int? = minimum
        if peek == "," {
            position += 1
            maximum = number()
        }
        guard peek == "}" else { throw fail("expected '}' to close the repetition", at: open) }
        position += 1
        if let maximum, maximum < minimum {
            throw fail("{\(minimum),\(maximum)} has its bounds the wrong way round", at: open)
        }
        guard minimum <= Self.maximumRepeat, (maximum ?? 0) <= Self.maximumRepeat else {
            throw fail("repetitions are limited to \(Self.maximumRepeat)", at: open)
        }
        return (minimum, maximum)
    }

    private mutating func number() -> Int? {
        var value = 0
        var digits = 0
        while let next = peek, (0x30...0x39).contains(next.value) {
            value = min(value * 10 + Int(next.value - 0x30), 1_000_000)
            digits += 1
            position += 1
        }
        return digits > 0 ? value : nil
    }

    private mutating func atom() throws(PatternError) -> PatternNode {
        guard let scalar = peek else { throw fail("the pattern ends where an element was expected") }
        switch scalar {
        case "(":
            let open = position
            position += 1
            if peek == "?" {
                guard scalars.count > position + 1, scalars[position + 1] == ":" else {
                    throw fail("lookarounds, named groups and inline options are not supported", at: open)
                }
                position += 2
            }
            depth += 1
            guard depth <= Self.maximumDepth else { throw fail("groups are nested too deeply", at: open) }
            let inner = try alternation()
            depth -= 1
            guard peek == ")" else { throw fail("this '(' is never closed", at: open) }
            position += 1
            return inner
        case "[":
            return .scalar(try characterClass())
        case ".":
            position += 1
            return .scalar(.any)
        case "^":
            position += 1
            return .start
        case "$":
            position += 1
            return .end
        case "\\":
            return .scalar(try escape(inClass: false))
        case "*", "+", "?", "{":
            throw fail("'\(scalar)' has nothing to repeat")
        case ")":
            throw fail("this ')' has no matching '('")
        default:
            position += 1
            return .scalar(.literal(scalar))
        }
    }

    private mutating func characterClass() throws(PatternError) -> ScalarSet {
        let open = position
        position += 1
        var set = ScalarSet(ranges: [], negated: false)
        if peek == "^" {
            set.negated = true
            position += 1
        }
        var first = true
        while true {
            guard let scalar = peek else { throw fail("this '[' is never closed", at: open) }
            if scalar == "]" && !first { position += 1; break }
            first = false
            if scalar == "[" && scalars.count > position + 1 && scalars[position + 1] == ":" {
                throw fail("POSIX classes such as [:alpha:] are not supported; write the range, e.g. [A-Za-z]")
            }
            let low: Unicode.Scalar
            if scalar == "\\" {
                let escaped = try escape(inClass: true)
                guard escaped.ranges.count == 1, !escaped.negated, let only = escaped.ranges.first,
                      only.lowerBound == only.upperBound, let single = Unicode.Scalar(only.lowerBound)
                else {
                    // \d, \w, \s inside a class: add their ranges (negated forms are refused in escape()).
                    set.ranges += escaped.ranges
                    continue
                }
                low = single
            } else {
                low = scalar
                position += 1
            }
            if peek == "-", scalars.count > position + 1, scalars[position + 1] != "]" {
                let dash = position
                position += 1
                guard var high = peek else { throw fail("this '[' is never closed", at: open) }
                if high == "\\" {
                    let escaped = try escape(inClass: true)
                    guard escaped.ranges.count == 1, let only = escaped.ranges.first, only.lowerBound == only.upperBound,
                          let single = Unicode.Scalar(only.lowerBound)
                    else { throw fail("a range cannot end in a class escape", at: dash) }
                    high = single
                } else {
                    position += 1
                }
                guard low.value <= high.value else { throw fail("the range \(low)-\(high) is reversed", at: dash) }
                set.ranges.append(low.value...high.value)
            } else {
                set.ranges.append(low.value...low.value)
            }
        }
        return set
    }

    private mutating func escape(inClass: Bool) throws(PatternError) -> ScalarSet {
        let backslash = position
        position += 1
        guard let scalar = peek else { throw fail("the pattern ends with a lone '\\'", at: backslash) }
        position += 1
        switch scalar {
        case "d": return .digits
        case "w": return .word
        case "s": return .space
        case "D", "W", "S":
            if inClass { throw fail("\\\(scalar) is not supported inside [...]", at: backslash) }
            switch scalar {
            case "D": return ScalarSet.digits.inverted
            case "W": return ScalarSet.word.inverted
            default: return ScalarSet.space.inverted
            }
        case "t": return .literal("\t")
        case "n": return .literal("\n")
        case "r": return .literal("\r")
        default:
            // [lean] same meaning: in ASCII, Unicode Alphabetic is exactly A-Z and a-z; avoids the binary-property tables.
            guard scalar.isASCII, !(0x41...0x5A).contains(scalar.value), !(0x61...0x7A).contains(scalar.value),
                  !(0x30...0x39).contains(scalar.value) else {
                throw fail("the escape \\\(scalar) is not supported (back-references, \\b, \\p{…} and the like are outside the subset)",
                           at: backslash)
            }
            return .literal(scalar)
        }
    }

    // MARK: Helpers

    private var peek: Unicode.Scalar? {
        position < scalars.count ? scalars[position] : nil
    }

    private func fail(_ reason: String, at offset: Int? = nil) -> PatternError {
        PatternError(pattern: text, position: offset ?? position, reason: reason)
    }
}
