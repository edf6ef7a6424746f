import Foundation
import SDUIContract
import SDUILint
import Testing

/// The demo's content files pass every rule with no finding.
@Suite("Lint: the demo content")
struct DemoContentLintTests {
    static let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content/screens")

    @Test("every content screen has no finding")
    func clean() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.screens, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
        #expect(files.count >= 4)
        for file in files {
            let findings = try ScreenLinter().lint(Array(try Data(contentsOf: file)), file: file.lastPathComponent)
            #expect(findings.isEmpty, "\(findings)")
        }
    }
}
