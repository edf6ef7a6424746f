/// One check with an id a project can configure, its default severity,
/// what it is about, and the code that finds its cases in a document.
public struct LintRule: Sendable {
    /// Kebab-case, stable: projects name it in `lint.json`.
    public let id: String
    public let defaultSeverity: LintSeverity
    /// One line for `sdui lint --rules` and the docs.
    public let summary: String
    let check: @Sendable (LintDocument) -> [Hit]

    /// A case found: where, what is wrong, and how to fix it.
    struct Hit {
        let path: String
        let message: String
        let fix: String
    }

    init(id: String, defaultSeverity: LintSeverity, summary: String, check: @escaping @Sendable (LintDocument) -> [Hit]) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.check = check
    }
}
