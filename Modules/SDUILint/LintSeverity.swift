/// How much a finding matters: an `error` stops a publish, a `warning` is
/// reported, `off` turns the rule off for a project.
public enum LintSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
    case off, warning, error

    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
