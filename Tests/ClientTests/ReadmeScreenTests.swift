import Foundation
import SDUITesting
import Testing

/// The README's drawn screen is the client's own drawing: the test runs the
/// command the README names and compares, so a change to the home screen or
/// to how the terminal draws it cannot leave the front page out of date.
@Suite("README: the drawn home screen")
struct ReadmeScreenTests {
    @Test("the README's drawing is the top of what `sdui render` draws with the README's own arguments, line for line")
    func drawnScreen() async throws {
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        let drawing = try #require(Self.drawing(in: readme), "README.md has no \"(`swift run sdui render …`):\" line followed by a ```text block")
        #expect(drawing.arguments.first == "render" && drawing.arguments.count > 1, "\(drawing.arguments)")
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        // The README's path is relative to the repository's root, where its reader runs it.
        let arguments = drawing.arguments.map { $0.hasPrefix("Content/") ? Repository.root + "/" + $0 : $0 }
        let run = try await BuiltProgram("sdui").run(arguments, environment: ClientEnvironment.make(data, ["LANG": "en_GB.UTF-8"]))
        #expect(run.status == 0, "\(run.errors)")
        let drawn = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(Self.trimmed)
        let shown = drawing.lines.map(Self.trimmed)
        #expect(shown.count >= 10, "the README shows a screen, not a line: \(shown)")
        #expect(Array(drawn.prefix(shown.count)) == shown, "README.md's drawing differs from what the client draws:\n\(run.output)")
    }

    /// The arguments after `swift run sdui` and the lines of the ```text block that follows them.
    static func drawing(in readme: String) -> (arguments: [String], lines: [String])? {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let commandLine = lines.firstIndex(where: { $0.contains("(`swift run sdui render ") }),
              let opening = lines[commandLine...].firstIndex(of: "```text"),
              let closing = lines[(opening + 1)...].firstIndex(of: "```") else { return nil }
        let command = lines[commandLine].components(separatedBy: "(`swift run sdui ").last?.components(separatedBy: "`").first ?? ""
        return (command.split(separator: " ").map(String.init), Array(lines[(opening + 1)..<closing]))
    }

    static func trimmed(_ line: some StringProtocol) -> String {
        String(line.reversed().drop(while: { $0 == " " }).reversed())
    }
}
