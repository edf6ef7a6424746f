import Foundation
import SDUITesting
import Testing

/// `sdui preview FILE` on a pseudo-terminal: the file drawn with its
/// diagnostics, drawn again when saved (in place or by renaming over it),
/// a broken save refused with its reason while the last good version stays.
@Suite("sdui binary: preview a screen file", .serialized)
struct PreviewCommandTests {
    static func screen(title: String, extra: String = "") -> String {
        #"{"id": "draft", "title": "\#(title)", "sections": [{"id": "main", "components": ["#
            + #"{"type": "text", "id": "intro", "paragraphs": ["Drafting \#(title)"]}"# + extra + "]}]}"
    }

    /// Writes `text` over `file` in place (truncating it), as an editor saving in place does.
    static func save(_ text: String, to file: URL) throws {
        guard FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8)) else {
            throw CocoaError(.fileWriteUnknown)
        }
    }

    /// Writes `text` to a new file beside `file` and renames it over `file`, as many editors save.
    static func saveByRenaming(_ text: String, to file: URL) throws {
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).swp")
        try save(text, to: temporary)
        guard rename(temporary.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    @Test("saves are drawn as they happen; a broken save keeps the last good screen and says what is wrong")
    func livePreview() async throws {
        let folder = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("draft.json")
        try Self.save(Self.screen(title: "First draft", extra: #", {"type": "sparkles", "id": "s"}"#), to: file)
        let sdui = try BuiltProgram("sdui")
        let terminal = try PseudoTerminal(rows: 40, columns: 120)
        let process = try sdui.launch(["preview", file.path], on: terminal, environment: OpenDeepLinkTests.environment(folder))
        defer { if process.isRunning { process.terminate() } }

        #expect(await terminal.waitFor("Drafting First draft"), "\(terminal.text.suffix(1500))")
        // The unknown component is listed with its JSON path.
        #expect(await terminal.waitFor("Diagnostics (1)"), "\(terminal.text.suffix(1500))")
        #expect(terminal.text.contains("sections[0].components[1]"), "\(terminal.text.suffix(1500))")

        // Saved in place.
        let inPlace = terminal.received.count
        try Self.save(Self.screen(title: "Second draft"), to: file)
        #expect(await terminal.waitFor("Drafting Second draft", after: inPlace), "\(terminal.text.suffix(1500))")
        #expect(await terminal.waitFor("No diagnostics", after: inPlace))

        // Saved by renaming a new file over it.
        let renamed = terminal.received.count
        try Self.saveByRenaming(Self.screen(title: "Third draft"), to: file)
        #expect(await terminal.waitFor("Drafting Third draft", after: renamed), "\(terminal.text.suffix(1500))")

        // A broken save: the reason, with the file's path and the JSON position, over the last good screen.
        let broken = terminal.received.count
        try Self.save(#"{"id": "draft", "title": "Oops", "sections": [ "#, to: file)
        #expect(await terminal.waitFor("This save cannot be shown", after: broken), "\(terminal.text.suffix(1500))")
        #expect(await terminal.waitFor("The last good version stays on screen", after: broken))
        // Where the JSON broke ("JSON error at line 1, column 48 …", wrapped in the alert).
        #expect(terminal.text(after: broken).contains("column"))
        // Only the alert's rows were written: the screen under it is still the third draft.
        #expect(!terminal.text(after: broken).contains("Oops"))
        #expect(!terminal.text(after: broken).contains("Drafting"))

        // Fixed again: the alert goes with a key, the new screen is drawn.
        terminal.type("\r")
        let fixed = terminal.received.count
        try Self.save(Self.screen(title: "Fourth draft"), to: file)
        #expect(await terminal.waitFor("Drafting Fourth draft", after: fixed), "\(terminal.text.suffix(1500))")
        terminal.type("q")
        try await sdui.waitForExit(process, seconds: 60)
        #expect(process.terminationStatus == 0)
    }

    @Test("--server: the file as an API v1 client receives it from a server started with --preview; without it, how to start one")
    func throughTheServer() async throws {
        let folder = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("draft.json")
        // A v2 picker with a v1 fallback, and a title that is an expression.
        try Self.save(#"{"id": "draft", "title": "Total @{count * 2}", "initialState": {"count": 2}, "sections": [{"id": "main", "components": ["#
            + #"{"type": "picker", "id": "size", "stateKey": "size", "options": [{"title": "Small", "value": "s"}],"#
            + #" "fallback": {"type": "text", "id": "size-text", "paragraphs": ["Sizes need a newer app"]}}]}]}"#, to: file)
        let sdui = try BuiltProgram("sdui")
        let server = try await ServerProcess(arguments: ["--database", ":memory:", "--preview"])
        let terminal = try PseudoTerminal(rows: 40, columns: 120)
        let process = try sdui.launch(["preview", file.path, "--server", server.baseURL, "--api-version", "1"], on: terminal,
                                      environment: OpenDeepLinkTests.environment(folder))
        defer { if process.isRunning { process.terminate() } }
        #expect(await terminal.waitFor("Sizes need a newer app"), "\(terminal.text.suffix(1500))")
        #expect(terminal.text.contains("Total 4"), "the server resolved the title for v1: \(terminal.text.suffix(1500))")
        terminal.type("q")
        try await sdui.waitForExit(process, seconds: 60)
        server.signal(SIGTERM)
        _ = try await server.exitStatus()

        let plain = try await ServerProcess()
        let refused = try sdui.launch(["preview", file.path, "--server", plain.baseURL], on: terminal,
                                      environment: OpenDeepLinkTests.environment(folder))
        defer { if refused.isRunning { refused.terminate() } }
        #expect(await terminal.waitFor("(sdui-server --preview)"), "\(terminal.text.suffix(1500))")
        terminal.type("q")
        try await sdui.waitForExit(refused, seconds: 60)
        plain.signal(SIGTERM)
        _ = try await plain.exitStatus()
    }

    @Test("a missing file and a pipe are usage errors that say what to do")
    func refusals() async throws {
        let sdui = try BuiltProgram("sdui")
        let missing = try await sdui.run(["preview", "/nonexistent/draft.json"])
        #expect(missing.status != 0)
        #expect(missing.errors.contains("no file at /nonexistent/draft.json"), "\(missing.errors)")
        let folder = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("draft.json")
        try Self.save(Self.screen(title: "Piped"), to: file)
        let piped = try await sdui.run(["preview", file.path])
        #expect(piped.status != 0)
        #expect(piped.errors.contains("use `sdui render"), "\(piped.errors)")
    }
}
