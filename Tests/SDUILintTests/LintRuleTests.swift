import JSON
import SDUIContract
import SDUILint
import Testing

/// Each rule with a screen that triggers it (at the expected JSON path) and
/// the same screen mended, which does not.
@Suite("Lint rules")
struct LintRuleTests {
    struct Case: Sendable, CustomStringConvertible {
        let rule: String
        let bad: String
        let good: String
        let path: String
        var description: String { rule }
    }

    static func screen(_ components: String, extra: String = "") -> String {
        #"{"id": "s", "title": "S"\#(extra), "sections": [{"id": "main", "components": [\#(components)]}]}"#
    }

    static let rows = (0..<51).map { #"{"type": "text", "id": "r\#($0)", "paragraphs": ["Row \#($0)"]}"# }.joined(separator: ",")

    static let cases: [Case] = [
        Case(rule: "interactive-label",
             bad: screen(#"{"type": "button", "id": "b", "label": " ", "action": {"type": "back"}}"#),
             good: screen(#"{"type": "button", "id": "b", "label": "Back", "action": {"type": "back"}}"#),
             path: "sections[0].components[0]"),
        Case(rule: "interactive-label",
             bad: screen(#"{"type": "card", "id": "c", "action": {"type": "back"}, "children": [{"type": "spacer", "id": "x"}]}"#),
             good: screen(#"{"type": "card", "id": "c", "action": {"type": "back"}, "children": [{"type": "text", "id": "t", "paragraphs": ["Open"]}]}"#),
             path: "sections[0].components[0]"),
        Case(rule: "image-alt",
             bad: screen(#"{"type": "image", "id": "i", "url": "https://img.example/a.png"}"#),
             good: screen(#"{"type": "image", "id": "i", "url": "https://img.example/a.png", "accessibilityLabel": "A harbour at dusk"}"#),
             path: "sections[0].components[0]"),
        Case(rule: "old-client-no-fallback",
             bad: screen(#"{"type": "picker", "id": "p", "label": "Size", "stateKey": "size", "options": [{"value": "s", "label": "S"}]}"#, extra: #", "initialState": {"size": "s"}"#),
             good: screen(#"{"type": "picker", "id": "p", "label": "Size", "stateKey": "size", "options": [{"value": "s", "label": "S"}], "fallback": {"type": "text", "id": "pf", "paragraphs": ["Size: S"]}}"#, extra: #", "initialState": {"size": "s"}"#),
             path: "sections[0].components[0]"),
        Case(rule: "list-not-paged",
             bad: screen(#"{"type": "list", "id": "l", "components": [\#(rows)]}"#),
             good: screen(#"{"type": "lazyList", "id": "l", "children": [\#(rows)]}"#),
             path: "sections[0].components[0].components"),
        Case(rule: "answer-size",
             bad: screen(#"{"type": "text", "id": "t", "paragraphs": ["\#(String(repeating: "x", count: 29_000))"]}"#),
             good: screen(#"{"type": "text", "id": "t", "paragraphs": ["\#(String(repeating: "x", count: 20_000))"]}"#),
             path: "$"),
        Case(rule: "navigate-destination",
             bad: screen(#"{"type": "button", "id": "b", "label": "Go", "action": {"type": "navigate", "destination": "parcelz"}}"#),
             good: screen(#"{"type": "button", "id": "b", "label": "Go", "action": {"type": "navigate", "destination": "parcels"}}"#),
             path: "sections[0].components[0].action.destination"),
        Case(rule: "state-key-missing",
             bad: screen(#"{"type": "text", "id": "t", "paragraphs": ["@{count} parcels"]}"#, extra: #", "initialState": {"total": 2}"#),
             good: screen(#"{"type": "text", "id": "t", "paragraphs": ["@{count} parcels"]}"#, extra: #", "initialState": {"count": 2}"#),
             path: "sections[0].components[0].paragraphs[0]"),
        Case(rule: "toast-bounds",
             bad: screen(#"{"type": "button", "id": "b", "label": "Save", "action": {"type": "showToast", "message": "Saved", "duration": 30}}"#),
             good: screen(#"{"type": "button", "id": "b", "label": "Save", "action": {"type": "showToast", "message": "Saved", "duration": 10}}"#),
             path: "sections[0].components[0].action.duration"),
        Case(rule: "toast-bounds",
             bad: screen(#"{"type": "button", "id": "b", "label": "Save", "action": {"type": "showToast", "message": "\#(String(repeating: "x", count: 201))"}}"#),
             good: screen(#"{"type": "button", "id": "b", "label": "Save", "action": {"type": "showToast", "message": "\#(String(repeating: "x", count: 200))"}}"#),
             path: "sections[0].components[0].action.message"),
        Case(rule: "trigger-refires",
             bad: screen(#"{"type": "text", "id": "t", "paragraphs": ["@{n}"]}"#, extra: #", "initialState": {"n": 0}, "triggers": [{"id": "up", "keys": ["n"], "actions": [{"type": "updateState", "key": "n", "value": "@{n + 1}"}]}]"#),
             good: screen(#"{"type": "text", "id": "t", "paragraphs": ["@{n}"]}"#, extra: #", "initialState": {"n": 0, "m": 0}, "triggers": [{"id": "up", "keys": ["n"], "actions": [{"type": "updateState", "key": "m", "value": "@{n + 1}"}]}]"#),
             path: "triggers[0]"),
        Case(rule: "trigger-refires",
             bad: screen(#"{"type": "toggle", "id": "o", "label": "On", "stateKey": "on"}"#, extra: #", "initialState": {"on": false}, "triggers": [{"id": "off", "when": "@{on}", "actions": [{"type": "updateState", "key": "on", "value": false}]}, {"id": "on", "when": "@{!on}", "actions": [{"type": "sequence", "actions": [{"type": "updateState", "key": "on", "value": true}]}]}]"#),
             good: screen(#"{"type": "toggle", "id": "o", "label": "On", "stateKey": "on"}"#, extra: #", "initialState": {"on": false}, "triggers": [{"id": "off", "when": "@{on}", "actions": [{"type": "updateState", "key": "on", "value": false}]}]"#),
             path: "triggers[0]"),
        Case(rule: "timer-without-end",
             bad: screen(#"{"type": "text", "id": "t", "paragraphs": ["@{n}"]}"#, extra: #", "initialState": {"n": 0}, "timers": [{"id": "watch", "key": "n", "autostart": true}]"#),
             good: screen(#"{"type": "text", "id": "t", "paragraphs": ["@{n}"]}"#, extra: #", "initialState": {"n": 0}, "timers": [{"id": "watch", "key": "n", "until": "@{n >= 60000}", "autostart": true}]"#),
             path: "timers[0]"),
        Case(rule: "timer-too-fast",
             bad: screen(#"{"type": "text", "id": "t", "paragraphs": ["@{left}"]}"#, extra: #", "initialState": {"left": 500}, "timers": [{"id": "flash", "duration": 500, "tick": 1, "key": "left"}]"#),
             good: screen(#"{"type": "text", "id": "t", "paragraphs": ["@{left}"]}"#, extra: #", "initialState": {"left": 500}, "timers": [{"id": "flash", "duration": 500, "tick": 100, "key": "left"}]"#),
             path: "timers[0].tick"),
        Case(rule: "visibility-without-id",
             bad: screen(#"{"type": "text", "paragraphs": ["Summer sale"], "visibilityActions": [{"id": "seen", "actions": [{"type": "back"}]}]}"#),
             good: screen(#"{"type": "text", "id": "promo", "paragraphs": ["Summer sale"], "visibilityActions": [{"id": "seen", "actions": [{"type": "back"}]}]}"#),
             path: "sections[0].components[0]"),
        Case(rule: "template-unused",
             bad: screen(#"{"type": "text", "id": "t", "paragraphs": ["Hi"]}"#, extra: #", "templates": {"row": {"parameters": [], "body": {"type": "divider"}}}"#),
             good: screen(#"{"template": "row"}"#, extra: #", "templates": {"row": {"parameters": [], "body": {"type": "divider", "id": "d"}}}"#),
             path: "templates.row"),
    ]

    static let linter = ScreenLinter(context: LintContext(types: CoreContract.descriptors) { $0.description == "parcels" })

    @Test("each rule finds its case at its JSON path, with a fix; the mended screen has no finding", arguments: cases)
    func rule(_ testCase: Case) throws {
        let bad = try Self.linter.lint(Array(testCase.bad.utf8), file: "bad.json")
        #expect(bad.map(\.rule) == [testCase.rule], "\(bad)")
        #expect(bad.first?.path == testCase.path)
        #expect(bad.first?.file == "bad.json" && bad.first?.fix.isEmpty == false)
        let good = try Self.linter.lint(Array(testCase.good.utf8), file: "good.json")
        #expect(good.isEmpty, "\(good)")
    }

    @Test("every rule has a case here")
    func everyRuleCovered() {
        #expect(Set(LintRules.all.map(\.id)) == Set(Self.cases.map(\.rule)))
    }

    @Test("without the server's routes, navigate destinations are not judged")
    func navigateNeedsRoutes() throws {
        let findings = try ScreenLinter().lint(Array(Self.cases[6].bad.utf8), file: "f")
        #expect(findings.isEmpty)
    }

    @Test("a project's lint.json changes severities and limits; an unknown rule, a bad severity or limit is named by path")
    func configuration() throws {
        let read = LintConfiguration.read(Array(#"{"rules": {"image-alt": "error", "answer-size": "off"}, "maximumRows": 60}"#.utf8))
        let configuration = try read.get()
        #expect(configuration.severities == ["image-alt": .error, "answer-size": .off] && configuration.maximumRows == 60)
        let linter = ScreenLinter(context: .core, configuration: configuration)
        let image = try #require(Self.cases.first { $0.rule == "image-alt" })
        #expect(try linter.lint(Array(image.bad.utf8), file: "f").map(\.severity) == [.error])
        let size = try #require(Self.cases.first { $0.rule == "answer-size" })
        #expect(try linter.lint(Array(size.bad.utf8), file: "f").isEmpty)
        let list = try #require(Self.cases.first { $0.rule == "list-not-paged" })
        #expect(try linter.lint(Array(list.bad.utf8), file: "f").isEmpty, "51 rows are within 60")

        guard case .failure(let error) = LintConfiguration.read(Array(
            #"{"rules": {"alt-text": "error", "image-alt": "loud"}, "maximumRows": 0, "colour": true}"#.utf8)) else {
            Issue.record("a bad lint.json was read")
            return
        }
        #expect(error.problems.map(\.path) == ["colour", "maximumRows", "rules.alt-text", "rules.image-alt"])
        guard case .failure(let broken) = LintConfiguration.read(Array("{\"rules\": ".utf8)) else {
            Issue.record("broken JSON was read")
            return
        }
        #expect(broken.problems.first?.path.hasPrefix("line 1") == true)
    }

    @Test("a finding reads as file, path, severity, rule, message and fix")
    func description() throws {
        let finding = try #require(try Self.linter.lint(Array(Self.cases[2].bad.utf8), file: "screens/home.json").first)
        #expect(finding.description == "screens/home.json sections[0].components[0]: warning image-alt: this image has no alternative text. Fix: add an accessibilityLabel that says what the picture shows")
    }
}
