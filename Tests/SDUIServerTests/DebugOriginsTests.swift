import Foundation
import HTTPTypes
import HummingbirdTesting
import JSON
import Logging
import SDUI
import DemoServer
@testable import SDUIServer
import SDUIServerReleases
import SDUITesting
import Testing

/// `SDUI-Debug: origins`: every element of an answer says where it came
/// from (checked against the real files), only for loopback clients and
/// authors of a server started with `--debug-origins`, and normal answers
/// do not change by a byte.
@Suite("Debug origins")
struct DebugOriginsTests {
    static let debug = HTTPField.Name(APIHeader.debug)!
    static let authorToken = HTTPField.Name(APIHeader.authorToken)!

    static func environment(debugOrigins: Bool, content: String = TestServer.contentDirectory) throws -> ServerEnvironment {
        var configuration = ServerConfiguration(contentDirectory: content)
        configuration.debugOrigins = debugOrigins
        return try DemoServer.environment(configuration: configuration, databasePath: ":memory:", passwordCost: .testing,
                                          logger: Logger(label: "origins") { _ in SwiftLogNoOpLogHandler() })
    }

    /// Every element of `answer` with its origin, as (JSON path, element, origin).
    static func elements(_ answer: JSONValue) -> [(path: String, element: JSONObject, origin: JSONValue?)] {
        var found: [(String, JSONObject, JSONValue?)] = []
        JSONObjectWalk.forEachObject(in: answer, skipping: ["initialState", DebugOrigins.key]) { object, path in
            if object["type"]?.stringValue != nil { found.append((path, object, object[DebugOrigins.key])) }
        }
        return found
    }

    @Test("a content screen's elements point at their file, JSON pointer, line and column: the element's text starts there")
    func contentOrigins() async throws {
        let home = try String(contentsOfFile: TestServer.contentDirectory + "/screens/home.json", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try await TestServer.run(try Self.environment(debugOrigins: true), on: .live) { client in
            let answer = try await client.get(.screen("home"), headers: [Self.debug: DebugOrigins.value])
            #expect(answer.status == .ok)
            let elements = Self.elements(try answer.json())
            #expect(elements.count > 10)
            for (path, element, origin) in elements {
                let origin = try #require(origin, "\(path) has no origin")
                #expect(origin["file"] == "screens/home.json")
                let line = try #require(origin["line"]?.intValue), column = try #require(origin["column"]?.intValue)
                // The object written at that line and column is this element.
                let rest = Array(home[(line - 1)...].joined(separator: "\n").utf8.dropFirst(column - 1))
                let written = try JSONParser().parse(Self.object(startingAt: rest))
                #expect(written["type"] == element["type"] && written["id"] == element["id"], "\(path) at \(line):\(column)")
                // The pointer names the same place as the answer's own path.
                let pointer = "/" + path.replacingOccurrences(of: "[", with: "/").replacingOccurrences(of: "]", with: "")
                    .replacingOccurrences(of: ".", with: "/")
                #expect(origin["pointer"]?.stringValue == pointer)
            }
        }
    }

    /// The balanced `{…}` at the start of `bytes` (strings and their escapes skipped).
    static func object(startingAt bytes: [UInt8]) -> [UInt8] {
        var depth = 0, inString = false, escaped = false
        for (index, byte) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return Array(bytes[...index]) }
            default: break
            }
        }
        return bytes
    }

    @Test("an app screen's elements name the Swift file and line that registered their builder")
    func builderOrigins() async throws {
        try await TestServer.run(try Self.environment(debugOrigins: true), on: .live) { client in
            let answer = try await client.get(.screen("music"), headers: [Self.debug: DebugOrigins.value]).json()
            let origins = Self.elements(answer).compactMap(\.origin)
            #expect(!origins.isEmpty && origins.count == Self.elements(answer).count)
            let builder = try #require(origins.first?["builder"]?.stringValue)
            #expect(builder == "MusicApp/MusicApp.swift")
            let line = try #require(origins.first?["line"]?.intValue)
            let source = try String(contentsOfFile: Repository.root + "/Modules/" + builder, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            #expect(source[line - 1].contains("registry.screen("), "\(source[line - 1])")
        }
    }

    @Test("an element from a template names the template; a client that expands templates gets the body's origin once")
    func templateOrigins() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("origins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("screens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["home.json", "login.json", "offline.json"] {
            try FileManager.default.copyItem(atPath: TestServer.contentDirectory + "/screens/" + name,
                                             toPath: folder.appendingPathComponent("screens/" + name).path)
        }
        try FileManager.default.copyItem(atPath: TestServer.contentDirectory + "/screens/scan-and-go",
                                         toPath: folder.appendingPathComponent("screens/scan-and-go").path)
        try """
            {"id": "list", "templates": {"row": {"parameters": ["name"],
               "body": {"type": "text", "id": "row-${name}", "paragraphs": ["${name}"]}}},
             "sections": [{"id": "s", "components": [{"template": "row", "arguments": {"name": "a"}}, {"template": "row", "arguments": {"name": "b"}}]}]}
            """.write(to: folder.appendingPathComponent("screens/list.json"), atomically: true, encoding: .utf8)
        try await TestServer.run(try Self.environment(debugOrigins: true, content: folder.path), on: .live) { client in
            // No capabilities header: the server expands the templates.
            let expanded = try await client.get(.screen("list"), headers: [Self.debug: DebugOrigins.value]).json()
            let rows = Self.elements(expanded)
            #expect(rows.count == 2)
            for row in rows {
                #expect(row.origin?["fromTemplate"] == "row" && row.origin?["pointer"] == "/templates/row/body")
                #expect(row.origin?["line"]?.intValue == 2)
            }
            // Each row also names its use: the object at /sections/0/components/N of line 3.
            #expect(rows.map { $0.origin?[DebugOrigins.usedAtKey]?["pointer"] } == ["/sections/0/components/0", "/sections/0/components/1"])
            #expect(rows.allSatisfy { $0.origin?[DebugOrigins.usedAtKey]?["line"]?.intValue == 3 })
            #expect(rows.compactMap { $0.origin?[DebugOrigins.usedAtKey]?["column"]?.intValue }.count == 2)
            #expect(rows.map { DebugOrigins.describe($0.origin ?? .null) }.allSatisfy {
                $0.hasPrefix("screens/list.json:2:") && $0.contains("(template row), used at screens/list.json:3:")
            })

            // A client that expands templates gets the uses with their origins, and its expander makes the same rows.
            let kept = try await client.get(.screen("list"), headers: [Self.debug: DebugOrigins.value,
                                                                          .capabilities: "c:text@1,f:templates@1"]).json()
            let clientRows = Self.elements(TemplateExpansion.expand(kept).value)
            #expect(clientRows.map { $0.origin?[DebugOrigins.usedAtKey]?["pointer"] } == ["/sections/0/components/0", "/sections/0/components/1"])
            #expect(clientRows.allSatisfy { $0.origin?["fromTemplate"] == "row" })
        }
    }

    @Test("normal answers are the same bytes with --debug-origins on as off")
    func normalAnswersUnchanged() async throws {
        let paths = ["/v2/screens/home", "/v2/screens/music", "/v1/screens/parcels/3SABC1234567", "/v2/screens/scan-and-go/AMS-01"]
        let plain = try await TestServer.run(try Self.environment(debugOrigins: false)) { client in
            try await paths.asyncMap { try await client.get($0).bytes }
        }
        let withFlag = try await TestServer.run(try Self.environment(debugOrigins: true)) { client in
            try await paths.asyncMap { try await client.get($0).bytes }
        }
        #expect(plain == withFlag)
        #expect(!plain.contains { String(decoding: $0, as: UTF8.self).contains(DebugOrigins.key) })
    }

    @Test("refused: a server without --debug-origins, a client neither on loopback nor an author, a value other than origins")
    func refusals() async throws {
        try await TestServer.run(try Self.environment(debugOrigins: false), on: .live) { client in
            let off = try await client.get(.screen("home"), headers: [Self.debug: DebugOrigins.value])
            #expect(off.status == .forbidden && off.text.contains("--debug-origins"))
        }
        let environment = try Self.environment(debugOrigins: true)
        let author = try await #require(environment.storage.admins).add("ada", role: .author)
        // In process there is no socket, so no loopback address: only an author's token opens it.
        try await TestServer.run(environment) { client in
            let stranger = try await client.get(.screen("home"), headers: [Self.debug: DebugOrigins.value])
            #expect(stranger.status == .forbidden && stranger.text.contains(APIHeader.authorToken))
            let forged = try await client.get(.screen("home"), headers: [Self.debug: DebugOrigins.value, Self.authorToken: "nope"])
            #expect(forged.status == .forbidden)
            let authored = try await client.get(.screen("home"), headers: [Self.debug: DebugOrigins.value, Self.authorToken: author])
            #expect(authored.status == .ok && authored.text.contains(DebugOrigins.key))
            let garbled = try await client.get(.screen("home"), headers: [Self.debug: "everything"])
            #expect(garbled.status == .badRequest && garbled.text.contains("invalid_debug"))
        }
    }
}

extension Array {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
