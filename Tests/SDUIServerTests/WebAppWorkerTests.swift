import Foundation
import HTTPTypes
@testable import SDUIServer
@testable import SDUIServerWebApp
import SDUITesting
import Testing

/// The web client's Service Worker at `/app/sw.js`: an unchanging URL,
/// `no-cache`, its release (a version tied to the shell and so to every
/// asset's hash, and the URLs to keep) written in front of the built code;
/// not among the hashed assets.
@Suite("Web client's Service Worker at /app/sw.js")
struct WebAppWorkerTests {
    /// The release line the server writes in front of the code, and the code after it.
    static func release(of script: String) throws -> (release: [String: Any], code: String) {
        let prefix = "const sduiRelease="
        let line = try #require(script.firstIndex(of: "\n"))
        let header = script[..<line]
        guard header.hasPrefix(prefix), header.hasSuffix(";") else { throw ServerFailure("no release line: \(header.prefix(160))") }
        let json = header.dropFirst(prefix.count).dropLast()
        let release = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return (release, String(script[script.index(after: line)...]))
    }

    @Test("the worker: JavaScript, no-cache with an ETag and a 304, the CSP; its release names the shell and every hashed file, then the built code")
    func worker() async throws {
        try await WebAppTests.run { client, environment in
            let response = try await client.get("/app/sw.js")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(response.headers[.cacheControl] == "no-cache")
            #expect(response.headers[.contentSecurityPolicy] == WebAppHeaders.contentSecurityPolicy)
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
            let (release, code) = try Self.release(of: response.text)
            #expect(code == WebAppTests.worker)
            #expect(release["shell"] as? String == "/app/")
            let assets = try #require(release["assets"] as? [String])
            #expect(assets == environment.webApp?.urls.values.sorted(), "every hashed file, sorted: \(assets)")
            #expect(assets.count == 3)
            #expect(!assets.contains { $0.contains("sw.") }, "the worker does not keep itself under a hashed name")
            let shell = try await client.get("/app/")
            let version = try #require(release["version"] as? String)
            #expect(version == WebAppWorker.version(shell: shell.bytes, code: Array(WebAppTests.worker.utf8)))
            #expect(version.count == 16 && version.allSatisfy(\.isHexDigit))
            let tag = try #require(response.headers[.eTag])
            let again = try await client.get("/app/sw.js", headers: [.ifNoneMatch: tag])
            #expect(again.status == .notModified)
            #expect(again.bytes.isEmpty)
        }
    }

    @Test("the worker is not a hashed asset, and the shell's map does not name it")
    func notAnAsset() async throws {
        try await WebAppTests.run { client, environment in
            #expect(environment.webApp?.urls["sw.js"] == nil)
            let map = try WebAppTests.assetMap(in: try await client.get("/app/").text)
            #expect(map["sw.js"] == nil)
            #expect(try await client.get("/app/assets/sw.\(WebAppTests.hash(WebAppTests.worker)).js").status == .notFound)
        }
    }

    @Test("a new build is a new worker with a new version; the same build, the same bytes")
    func versionFollowsTheBuild() async throws {
        func served(_ files: [String: [UInt8]]) async throws -> String {
            let content = try WebAppTests.content(web: files)
            defer { try? FileManager.default.removeItem(atPath: content) }
            let environment = try WebAppTests.environment(content: content)
            return try await TestServer.run(environment) { client in try await client.get("/app/sw.js").text }
        }
        let first = try await served(WebAppTests.fixture)
        let again = try await served(WebAppTests.fixture)
        #expect(first == again)
        var changed = WebAppTests.fixture
        changed["features/x.js"] = Array("export const x = 2;\n".utf8)
        let next = try await served(changed)
        let (old, _) = try Self.release(of: first), (new, _) = try Self.release(of: next)
        #expect(old["version"] as? String != new["version"] as? String, "a feature bundle changed: the version must too")
        #expect((old["assets"] as? [String]) != (new["assets"] as? [String]))
        var newCode = WebAppTests.fixture
        newCode["sw.js"] = Array("self.addEventListener('install', () => {});\n".utf8)
        let (code, _) = try Self.release(of: try await served(newCode))
        #expect(code["version"] as? String != old["version"] as? String, "the worker's code changed: the version must too")
    }

    @Test("a build without sw.js: /app/sw.js is a 404 and the app is served; unbuilt: 503; --no-web-app: 404")
    func missing() async throws {
        var files = WebAppTests.fixture
        files["sw.js"] = nil
        try await WebAppTests.run(web: files) { client, _ in
            let response = try await client.get("/app/sw.js")
            #expect(response.status == .notFound)
            #expect(response.text.contains("no Service Worker"))
            #expect(try await client.get("/app/").status == .ok)
        }
        try await WebAppTests.run(web: ["sw.js": Array(WebAppTests.worker.utf8)]) { client, _ in
            let response = try await client.get("/app/sw.js")
            #expect(response.status == .serviceUnavailable)
        }
        try await WebAppTests.run(webApp: false) { client, _ in
            let response = try await client.get("/app/sw.js")
            #expect(response.status == .notFound)
        }
    }
}
