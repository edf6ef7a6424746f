/// A regular-expression subset for short texts: the format a scanned code
/// must have (`^3S[A-Z0-9]{8,13}$` for a parcel label), and the `matches`
/// function of screen expressions.
///
/// The core is Foundation-free (the clip links it), so there is no
/// `NSRegularExpression`; instead it implements a documented subset of the
/// usual regular-expression syntax, enough for code formats, and refuses the
/// rest with a `PatternError` rather than guessing:
///
/// | Syntax | Meaning |
/// | --- | --- |
/// | `^` `$` | start and end of the code (no multi-line mode) |
/// | `a` `\.` `\-` | a literal character; `\` before punctuation makes it literal |
/// | `.` | any one character |
/// | `[A-Z0-9_]` `[^…]` | a class of ranges and characters, or its complement |
/// | `\d` `\w` `\s` (`\D` `\W` `\S`) | ASCII digit, word character, white space (and complements) |
/// | `*` `+` `?` `{n}` `{n,}` `{n,m}` | repetition (greedy; a trailing `?` for lazy is accepted and changes nothing) |
/// | `(…)` `(?:…)` `a\|b` | groups and alternation |
///
/// Not supported: back-references, lookarounds, `\b`, Unicode properties,
/// POSIX classes, flags, possessive quantifiers. Repetitions are limited to
/// 1000, patterns to 1000 characters and checked texts to 256 characters.
///
/// Matching follows the usual search semantics: the pattern matches if it
/// matches anywhere in the code, so anchor it (`^…$`) to describe the whole
/// code, as servers do. Matching is case-sensitive and bounded by a step
/// budget, so a pathological pattern fails with an error instead of hanging.
///
/// ```swift
/// let pattern = try TextPattern("^3S[A-Z0-9]{8,13}$")
/// try pattern.matches("3SABCD1234567")   // true
/// ```
public struct TextPattern: Sendable, Equatable, CustomStringConvertible {
    /// The pattern as the server wrote it.
    public let source: String
    let root: PatternNode

    /// Backtracking steps allowed for one match; generous for any code format.
    static let stepBudget = 200_000

    public init(_ source: String) throws(PatternError) {
        var parser = PatternParser(source)
        root = try parser.parse()
        self.source = source
    }

    /// The longest code checked; the matcher recurses per character, so this bounds its stack too.
    public static let maximumCodeLength = 256

    /// True when `code` matches; throws when the code is over `maximumCodeLength`
    /// or the pattern needs more work than the budget allows.
    public func matches(_ code: String) throws(PatternError) -> Bool {
        let scalars = Array(code.unicodeScalars)
        guard scalars.count <= Self.maximumCodeLength else {
            throw PatternError(pattern: source, position: 0,
                               reason: "a code of \(scalars.count) characters is longer than the \(Self.maximumCodeLength) it can check")
        }
        let matcher = PatternMatcher(scalars, budget: Self.stepBudget)
        let found = matcher.search(root)
        if matcher.exhausted {
            throw PatternError(pattern: source, position: 0,
                               reason: "matching it takes too many steps (nested repetitions); simplify it")
        }
        return found
    }

    public var description: String { source }
}
