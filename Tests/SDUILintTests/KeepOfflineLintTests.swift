import KeepOfflineContract
import SDUIContract
import SDUILint
import Testing

/// `keepOffline` and `removeOffline` name a screen by its path, declared as a
/// screen-path member of their descriptors: lint judges it like a navigate's
/// destination, so a content file cannot offer to keep a screen nobody serves.
@Suite("Lint rules: keep for offline")
struct KeepOfflineLintTests {
    static let linter = ScreenLinter(context: LintContext(types: CoreContract.descriptors + KeepOfflineWireTypes.all.types) {
        $0.description == "albums/brandenburg-1982"
    })

    static func screen(keeping path: String, type: String = "keepOffline") -> [UInt8] {
        Array(#"""
            {"id": "s", "title": "S", "navigationBar": {"secondaryButtons": [
              {"title": "Keep", "action": {"type": "\#(type)", "path": "\#(path)"}}]},
             "sections": [{"id": "main", "components": [{"type": "text", "id": "t", "paragraphs": ["x"]}]}]}
            """#.utf8)
    }

    @Test("a path no screen answers, or that is not a path, is an error at the action's path member", arguments: ["keepOffline", "removeOffline"])
    func pathChecked(type: String) throws {
        let missing = try Self.linter.lint(Self.screen(keeping: "albums/nowhere", type: type), file: "f.json")
        #expect(missing.map(\.rule) == ["navigate-destination"], "\(missing)")
        #expect(missing.first?.path == "navigationBar.secondaryButtons[0].action.path")
        #expect(missing.first?.message.contains("no screen answers 'albums/nowhere'") == true)

        let notAPath = try Self.linter.lint(Self.screen(keeping: "https://music.example/a", type: type), file: "f.json")
        #expect(notAPath.first?.message.contains("is not a screen path") == true, "\(notAPath)")
        #expect(notAPath.first?.fix.hasPrefix("\(type) takes a screen path") == true)

        #expect(try Self.linter.lint(Self.screen(keeping: "albums/brandenburg-1982", type: type), file: "f.json").isEmpty)
    }
}
