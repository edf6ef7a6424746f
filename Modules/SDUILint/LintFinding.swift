/// One thing a rule found: where (file and JSON path), which rule, how much
/// it matters, what is wrong and how to fix it.
public struct LintFinding: Sendable, Equatable, CustomStringConvertible {
    public let file: String
    /// JSON path in the document (`sections[0].components[2]`); `$` for the whole.
    public let path: String
    public let rule: String
    public let severity: LintSeverity
    public let message: String
    public let fix: String

    public init(file: String, path: String, rule: String, severity: LintSeverity, message: String, fix: String) {
        self.file = file
        self.path = path
        self.rule = rule
        self.severity = severity
        self.message = message
        self.fix = fix
    }

    /// `screens/home.json sections[0].components[2]: error image-alt: … Fix: …`
    public var description: String {
        "\(file) \(path): \(severity.rawValue) \(rule): \(message). Fix: \(fix)"
    }
}
