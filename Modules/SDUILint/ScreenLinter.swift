import JSON
import SDUIContract

/// Runs every rule (`LintRules.all`) over a screen document with a project's
/// configuration: `sdui lint` on files and URLs, and the server on its
/// content at start-up and at publish.
///
/// ```swift
/// let linter = ScreenLinter(context: LintContext(types: registry.descriptors), configuration: LintConfiguration())
/// for finding in try linter.lint(bytes, file: "screens/home.json") { print(finding) }
/// ```
public struct ScreenLinter: Sendable {
    public let context: LintContext
    public let configuration: LintConfiguration

    public init(context: LintContext = .core, configuration: LintConfiguration = LintConfiguration()) {
        self.context = context
        self.configuration = configuration
    }

    /// The findings of every rule that is not off, in rule order then document order.
    public func lint(_ bytes: [UInt8], file: String) throws(JSONParseError) -> [LintFinding] {
        lint(try JSONParser().parse(bytes), byteCount: bytes.count, file: file)
    }

    /// The same for a parsed document of `byteCount` bytes as sent.
    public func lint(_ value: JSONValue, byteCount: Int, file: String) -> [LintFinding] {
        let document = LintDocument(byteCount: byteCount, value: value, context: context, configuration: configuration)
        var findings: [LintFinding] = []
        for rule in LintRules.all {
            let severity = configuration.severity(of: rule)
            guard severity != .off else { continue }
            for hit in rule.check(document) {
                findings.append(LintFinding(file: file, path: hit.path.isEmpty ? "$" : hit.path, rule: rule.id,
                                            severity: severity, message: hit.message, fix: hit.fix))
            }
        }
        return findings
    }
}
