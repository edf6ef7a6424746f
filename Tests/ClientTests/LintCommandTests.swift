import Foundation
import SDUITesting
import Testing

/// `sdui lint` as a person runs it: findings with file, path, rule and fix,
/// and an exit status that a script can trust.
@Suite("sdui binary: lint")
struct LintCommandTests {
    @Test("the demo content is clean (exit 0); a screen with an error finding exits 1 and says where and how to fix it")
    func exitStatus() async throws {
        let sdui = try BuiltProgram("sdui")
        let screens = Repository.contentDirectory + "/screens"
        let clean = try await sdui.run(["lint", screens + "/home.json", screens + "/login.json", screens + "/scan-and-go/how-it-works.json"])
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("0 findings (0 errors) in 3 screens"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        try #"{"id": "b", "sections": [{"id": "s", "components": [{"type": "button", "id": "x", "label": "", "action": {"type": "back"}}]}]}"#
            .write(to: bad, atomically: true, encoding: .utf8)
        let failed = try await sdui.run(["lint", bad.path])
        #expect(failed.status == 1)
        #expect(failed.output.contains("\(bad.path) sections[0].components[0]: error interactive-label:"), "\(failed.output)")
        #expect(failed.output.contains("Fix: give it a label"))

        // A lint.json that turns the rule off: clean again; a bad one: refused, by path.
        let config = folder.appendingPathComponent("lint.json")
        try #"{"rules": {"interactive-label": "off"}}"#.write(to: config, atomically: true, encoding: .utf8)
        #expect(try await sdui.run(["lint", bad.path, "--config", config.path]).status == 0)
        try #"{"rules": {"interactive-labels": "off"}}"#.write(to: config, atomically: true, encoding: .utf8)
        let refused = try await sdui.run(["lint", bad.path, "--config", config.path])
        #expect(refused.status != 0 && refused.errors.contains("rules.interactive-labels"), "\(refused.errors)")
    }
}
