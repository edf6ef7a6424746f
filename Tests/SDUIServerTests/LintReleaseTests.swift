import Foundation
import SDUIServer
import SDUIServerReleases
import SDUITesting
import Testing

/// The lint rules at publish: an error-severity finding refuses the release,
/// named by file, JSON path and rule; the release's `lint.json` decides
/// severities; a bad `lint.json` is itself a problem.
@Suite("Lint at publish")
struct LintReleaseTests {
    static let unlabelled = """
        {"id": "help", "title": "Help", "sections": [{"id": "main", "components": [
          {"type": "button", "id": "go", "label": "", "action": {"type": "back"}},
          {"type": "image", "id": "map", "url": "https://img.example/map.png"}
        ]}]}
        """

    @Test("an error finding refuses the release by file, path and rule; a warning does not")
    func refused() throws {
        let environment = try TestServer.demo()
        let problems = environment.releaseProblems(ReleaseTests.files(["screens/help.json": Self.unlabelled]))
        #expect(problems.map { "\($0.file) \($0.path)" } == ["screens/help.json sections[0].components[0]"])
        #expect(problems.first?.reason.hasPrefix("interactive-label: ") == true)
        #expect(problems.first?.reason.contains("Fix: ") == true)
    }

    @Test("the release's lint.json turns a rule off or up; a bad one is named by path")
    func configured() throws {
        let environment = try TestServer.demo()
        let off = ReleaseTests.files(["screens/help.json": Self.unlabelled, "lint.json": #"{"rules": {"interactive-label": "off"}}"#])
        #expect(environment.releaseProblems(off).isEmpty, "\(environment.releaseProblems(off))")
        let stricter = ReleaseTests.files(["screens/help.json": Self.unlabelled,
                                           "lint.json": #"{"rules": {"interactive-label": "off", "image-alt": "error"}}"#])
        #expect(environment.releaseProblems(stricter).map(\.path) == ["sections[0].components[1]"])
        let bad = ReleaseTests.files(["lint.json": #"{"rules": {"no-such-rule": "error"}}"#])
        #expect(environment.releaseProblems(bad).map { "\($0.file) \($0.path)" } == ["lint.json rules.no-such-rule"])
    }
}
