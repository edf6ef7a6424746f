import Foundation
import Hummingbird
import Logging
import SDUIServer
import SDUITesting
import Testing

@Suite("OpenAPI document")
struct OpenAPITests {
    /// `docs/openapi.yaml`'s operations as `METHOD /path` with parameter names blanked (`{}`).
    static func documentedOperations() throws -> Set<String> {
        let url = URL(fileURLWithPath: TestServer.contentDirectory).deletingLastPathComponent()
            .appendingPathComponent("docs/openapi.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
        var operations: Set<String> = []
        var inPaths = false
        var currentPath: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("paths:") { inPaths = true; continue }
            if inPaths, let first = line.first, first != " ", first != "#" { inPaths = false }
            guard inPaths else { continue }
            if line.hasPrefix("  /"), line.hasSuffix(":"), !line.hasPrefix("   ") {
                currentPath = String(line.dropFirst(2).dropLast())
            } else if let currentPath, line.hasPrefix("    "), !line.hasPrefix("     "), line.hasSuffix(":") {
                let method = line.trimmingCharacters(in: .whitespaces).dropLast().uppercased()
                if ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"].contains(method) {
                    operations.insert("\(method) \(normalize(currentPath))")
                }
            }
        }
        return operations
    }

    /// Blanks parameter names and treats a catch-all (`**`) as one parameter.
    static func normalize(_ path: String) -> String {
        path.replacingOccurrences(of: "**", with: "{}")
            .replacingOccurrences(of: "\\{[^}]*\\}", with: "{}", options: .regularExpression)
    }

    @Test("every registered route is documented, and every documented route exists")
    func routesMatchDocument() throws {
        let router = try APIRoutes.makeRouter(environment: try TestServer.demo())
        // HEAD is served beside every GET (MethodTests) and, as usual, not listed in the document.
        let registered = Set(router.routes.filter { $0.method != .head }
            .map { "\($0.method.rawValue) \(Self.normalize($0.path.description))" })
        // Each command has a path of its own in the document (its body differs); the router has one catch-all.
        let documented = Set(try Self.documentedOperations().map {
            $0.hasPrefix("POST /v{}/commands/") ? "POST /v{}/commands/{}" : $0
        })
        #expect(!registered.isEmpty)
        #expect(registered.subtracting(documented).isEmpty, "undocumented: \(registered.subtracting(documented).sorted())")
        #expect(documented.subtracting(registered).isEmpty, "not served: \(documented.subtracting(registered).sorted())")
    }

    @Test("every command the apps register has its own documented path, and no other is documented")
    func commandsMatchDocument() throws {
        let registered = Set(try TestServer.demo().registry.commands.keys)
        let documented = Set(try Self.documentedOperations().compactMap { operation -> String? in
            let prefix = "POST /v{}/commands/"
            return operation.hasPrefix(prefix) ? String(operation.dropFirst(prefix.count)) : nil
        })
        #expect(!registered.isEmpty, "the demo registers commands")
        #expect(documented == registered, "undocumented: \(registered.subtracting(documented).sorted()), not served: \(documented.subtracting(registered).sorted())")
        // The route table in docs/server.md names them too.
        let table = try String(contentsOfFile: Repository.root + "/docs/server.md", encoding: .utf8)
        let row = try #require(table.split(separator: "\n").first { $0.hasPrefix("| POST | `/v{n}/commands/{name}`") })
        let named = Set(row.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            .filter { $0 != "/v{n}/commands/{name}" && $0 != "CommandResult" })
        #expect(named == registered, "docs/server.md's command row lacks \(registered.subtracting(named).sorted()), names \(named.subtracting(registered).sorted())")
    }
}
