import CompressNIO
import DemoServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
@testable import SDUIServer
@testable import SDUIServerWebApp
import SDUITesting
import Testing

/// The web client at `/app/`: the shell for every path, its files under
/// hashed names with immutable caching, the security headers, the 503 of an
/// unbuilt client, the flag that leaves it out, and the folder's bounds.
@Suite("Web client at /app/")
struct WebAppTests {
    /// A script large enough to be compressed, and a style sheet.
    static let script = String(repeating: "console.log('the web client draws a screen');\n", count: 60)
    static let stylesheet = String(repeating: "main { color: CanvasText; }\n", count: 60)
    static let feature = "export const x = 1;\n"
    /// The Service Worker's built code (the server writes its release in front).
    static let worker = String(repeating: "self.addEventListener('fetch', () => {});\n", count: 20)

    /// A copy of the repository's content (screens, pictures) with `web/` holding `files`.
    static func content(web files: [String: [UInt8]]) throws -> String {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("sdui-webapp-\(UUID().uuidString)")
        try manager.copyItem(atPath: Repository.contentDirectory, toPath: root.path)
        let web = root.appendingPathComponent("web")
        try? manager.removeItem(at: web)
        try manager.createDirectory(at: web, withIntermediateDirectories: true)
        for (path, bytes) in files {
            let file = web.appendingPathComponent(path)
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
        }
        return root.standardizedFileURL.path
    }

    static let fixture: [String: [UInt8]] = [
        "app.js": Array(script.utf8), "app.css": Array(stylesheet.utf8), "features/x.js": Array(feature.utf8), "sw.js": Array(worker.utf8),
    ]

    static func environment(content: String, webApp: Bool = true) throws -> ServerEnvironment {
        var logger = Logger(label: "webapp-test")
        logger.logLevel = .critical
        return try DemoServer.environment(configuration: ServerConfiguration(contentDirectory: content), databasePath: ":memory:",
                                          passwordCost: .testing, modules: DemoModules(webApp: webApp), logger: logger)
    }

    /// Runs `test` against the demo server over a content folder whose `web/` holds `files`.
    static func run(web files: [String: [UInt8]] = fixture, webApp: Bool = true,
                    _ test: @escaping @Sendable (any TestClientProtocol, ServerEnvironment) async throws -> Void) async throws {
        let content = try content(web: files)
        defer { try? FileManager.default.removeItem(atPath: content) }
        let environment = try environment(content: content, webApp: webApp)
        try await TestServer.run(environment) { client in try await test(client, environment) }
    }

    static func hash(_ text: String) -> String {
        String(EntityTag(of: Array(text.utf8)).quoted.dropFirst().prefix(16))
    }

    /// The `sdui-assets` map of a shell page, its attribute unescaped.
    static func assetMap(in html: String) throws -> [String: String] {
        let start = try #require(html.range(of: "<meta name=\"sdui-assets\" content=\""))
        let rest = html[start.upperBound...]
        let end = try #require(rest.firstIndex(of: "\""))
        let json = rest[..<end].replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
    }

    static func gunzip(_ bytes: [UInt8]) throws -> [UInt8] {
        var buffer = ByteBuffer(bytes: bytes)
        return Array(try buffer.decompress(with: .gzip()).readableBytesView)
    }

    @Test("the shell names the hashed files and maps every file to its URL")
    func shell() async throws {
        try await Self.run { client, environment in
            let response = try await client.get("/app")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            let html = response.text
            let scriptURL = "/app/assets/app.\(Self.hash(Self.script)).js"
            let styleURL = "/app/assets/app.\(Self.hash(Self.stylesheet)).css"
            let featureURL = "/app/assets/features/x.\(Self.hash(Self.feature)).js"
            #expect(html.hasPrefix("<!doctype html>"))
            for part in ["<html lang=\"en\">", "<meta charset=\"utf-8\">",
                         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">", "<title>SDUI</title>",
                         "<meta name=\"color-scheme\" content=\"light dark\">", "<link rel=\"stylesheet\" href=\"\(styleURL)\">",
                         "<script type=\"module\" src=\"\(scriptURL)\"></script>",
                         "<body><main id=\"app\"><noscript>This app needs JavaScript; the screens are also at /preview/ for authors.</noscript></main></body>"] {
                #expect(html.contains(part), "\(part) is missing from \(html)")
            }
            #expect(try Self.assetMap(in: html) == ["app.js": scriptURL, "app.css": styleURL, "features/x.js": featureURL])
            #expect(environment.webApp?.urls == ["app.js": scriptURL, "app.css": styleURL, "features/x.js": featureURL])
            // No inline script or style: the CSP would refuse it.
            #expect(!html.contains("<style") && !html.contains(" style=") && html.components(separatedBy: "<script").count == 2)
        }
    }

    @Test("the shell's CSP and other headers; an ETag and 304")
    func shellHeaders() async throws {
        try await Self.run { client, _ in
            let response = try await client.get("/app/")
            let csp = try #require(response.headers[.contentSecurityPolicy])
            #expect(csp == "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' https: data:; "
                + "media-src 'self' https: blob:; connect-src 'self'; manifest-src 'self'; worker-src 'self'; base-uri 'none'; form-action 'none'; "
                + "frame-ancestors 'none'")
            #expect(!csp.contains("unsafe"))
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
            #expect(response.headers[HTTPField.Name("Referrer-Policy")!] == "no-referrer")
            #expect(response.headers[HTTPField.Name("X-Frame-Options")!] == "DENY")
            #expect(response.headers[.cacheControl] == "no-cache")
            let tag = try #require(response.headers[.eTag])
            #expect(tag == EntityTag(of: response.bytes).quoted)
            let again = try await client.get("/app/screens/music", headers: [.ifNoneMatch: tag])
            #expect(again.status == .notModified)
            #expect(again.bytes.isEmpty)
            #expect(again.headers[.eTag] == tag)
        }
    }

    @Test("every /app path outside /app/assets/ answers the same shell", arguments: [
        "/app", "/app/", "/app/screens/music/composers/bach", "/app/link?url=https%3A%2F%2Fmusic.example%2Fcomposers%2Fbach",
        "/app/screens/home/", "/app/assetsx",
    ])
    func everyPath(path: String) async throws {
        try await Self.run { client, _ in
            let shell = try await client.get("/app")
            let response = try await client.get(path)
            #expect(response.status == .ok)
            #expect(response.bytes == shell.bytes)
            let head = try await client.execute(uri: path, method: .head, headers: [:], body: nil)
            #expect(head.status == .ok)
            #expect(head.bytes.isEmpty)
            #expect(head.headers[.contentLength] == String(shell.bytes.count))
        }
    }

    @Test("assets answer with their type, immutable caching, their ETag, 304, nosniff and the CSP")
    func assets() async throws {
        try await Self.run { client, _ in
            let cases = [("app.\(Self.hash(Self.script)).js", Self.script, "text/javascript; charset=utf-8"),
                         ("app.\(Self.hash(Self.stylesheet)).css", Self.stylesheet, "text/css; charset=utf-8"),
                         ("features/x.\(Self.hash(Self.feature)).js", Self.feature, "text/javascript; charset=utf-8")]
            for (name, text, type) in cases {
                let response = try await client.get("/app/assets/\(name)")
                #expect(response.status == .ok, "\(name)")
                #expect(response.text == text)
                #expect(response.headers[.contentType] == type)
                #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                #expect(response.headers[.contentSecurityPolicy] == WebAppHeaders.contentSecurityPolicy)
                let tag = try #require(response.headers[.eTag])
                #expect(tag.hasPrefix("\"" + Self.hash(text)))
                let again = try await client.get("/app/assets/\(name)", headers: [.ifNoneMatch: tag])
                #expect(again.status == .notModified)
                #expect(again.bytes.isEmpty)
            }
        }
    }

    @Test("a script is gzip or Brotli when asked, each form with its own tag; a tiny one stays plain")
    func compressedAssets() async throws {
        try await Self.run { client, _ in
            let name = "/app/assets/app.\(Self.hash(Self.script)).js"
            let gzipped = try await client.get(name, headers: [.acceptEncoding: "gzip"])
            #expect(gzipped.headers[.contentEncoding] == "gzip")
            #expect(gzipped.headers[.vary]?.contains("Accept-Encoding") == true)
            #expect(gzipped.bytes.count < Self.script.utf8.count)
            #expect(try Self.gunzip(gzipped.bytes) == Array(Self.script.utf8))
            let gzipTag = try #require(gzipped.headers[.eTag])
            #expect(gzipTag.hasSuffix("-gzip\""))
            #expect(try await client.get(name, headers: [.acceptEncoding: "gzip", .ifNoneMatch: gzipTag]).status == .notModified)
            let brotli = try await client.get(name, headers: [.acceptEncoding: "gzip, br"])
            #expect(brotli.headers[.contentEncoding] == "br")
            #expect(brotli.bytes.count < gzipped.bytes.count)
            let style = try await client.get("/app/assets/app.\(Self.hash(Self.stylesheet)).css", headers: [.acceptEncoding: "gzip"])
            #expect(try Self.gunzip(style.bytes) == Array(Self.stylesheet.utf8))
            let tiny = try await client.get("/app/assets/features/x.\(Self.hash(Self.feature)).js", headers: [.acceptEncoding: "gzip"])
            #expect(tiny.headers[.contentEncoding] == nil)
            #expect(tiny.text == Self.feature)
        }
    }

    @Test("a wrong hash, a logical name or an unknown file is a 404", arguments: [
        "/app/assets/app.0000000000000000.js", "/app/assets/app.js", "/app/assets/features/y.0000000000000000.js", "/app/assets",
        "/app/assets/",
    ])
    func unknownAsset(path: String) async throws {
        try await Self.run { client, _ in
            let response = try await client.get(path)
            #expect(response.status == .notFound, "\(path): \(response.status)")
        }
    }

    @Test("other methods are 405 with Allow; metrics name the route pattern, not the path")
    func methodsAndMetrics() async throws {
        try await Self.run { client, _ in
            let post = try await client.execute(uri: "/app/screens/music", method: .post, headers: [:], body: nil)
            #expect(post.status == .methodNotAllowed)
            #expect(post.headers[.allow] == "GET, HEAD")
            let options = try await client.execute(uri: "/app/assets/app.js", method: .options, headers: [:], body: nil)
            #expect(options.status == .noContent)
            _ = try await client.get("/app/screens/music/composers/bach")
            _ = try await client.get("/app/assets/app.\(Self.hash(Self.script)).js")
            let metrics = try await client.get("/metrics").text
            #expect(metrics.contains("route=\"/app/**\""))
            #expect(metrics.contains("route=\"/app/assets/**\""))
            #expect(!metrics.contains("composers/bach"))
        }
    }

    @Test("with webApp off (sdui-server --no-web-app), /app/… is a 404 like any unknown path")
    func off() async throws {
        try await Self.run(webApp: false) { client, environment in
            #expect(environment.webApp == nil)
            for path in ["/app", "/app/", "/app/screens/music", "/app/assets/app.\(Self.hash(Self.script)).js"] {
                let response = try await client.get(path)
                #expect(response.status == .notFound, "\(path)")
                #expect(try response.errorCode() == "not_found")
            }
            #expect(try await client.get(.screen("home")).status == .ok)
        }
    }

    @Test("without app.js, /app/… is a 503 saying how to build it, and the rest is served")
    func notBuilt() async throws {
        try await Self.run(web: ["app.css": Array(Self.stylesheet.utf8)]) { client, environment in
            #expect(environment.webApp?.isBuilt == false)
            for path in ["/app", "/app/screens/music", "/app/assets", "/app/assets/app.\(Self.hash(Self.stylesheet)).css"] {
                let response = try await client.get(path)
                #expect(response.status == .serviceUnavailable, "\(path)")
                #expect(response.text.contains("not built"))
                #expect(response.text.contains("bash Scripts/build-web.sh"))
                #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
            }
            #expect(try await client.get(.screen("home")).status == .ok)
        }
    }

    @Test("more than 256 files or 8 MiB refuse the start, naming the folder and the limit")
    func bounds() throws {
        var logger = Logger(label: "webapp-test")
        logger.logLevel = .critical
        var many: [String: [UInt8]] = ["app.js": Array(Self.script.utf8)]
        for index in 0..<256 { many["chunks/c\(index).js"] = Array("export default \(index);".utf8) }
        let manyFolder = try Self.content(web: many)
        defer { try? FileManager.default.removeItem(atPath: manyFolder) }
        #expect(throws: WebAppBundleError.tooManyFiles(folder: manyFolder + "/web", limit: 256)) {
            try WebAppBundle.load(contentDirectory: manyFolder, logger: logger)
        }
        do {
            _ = try Self.environment(content: manyFolder)
            Issue.record("the server started with 257 web client files")
        } catch {
            #expect("\(error)".contains(manyFolder + "/web"))
            #expect("\(error)".contains("more than 256 files"))
        }
        let large = try Self.content(web: ["app.js": Array(Self.script.utf8), "big.json": [UInt8](repeating: 0x20, count: 8 << 20)])
        defer { try? FileManager.default.removeItem(atPath: large) }
        #expect(throws: WebAppBundleError.tooLarge(folder: large + "/web", limit: 8 << 20)) {
            try WebAppBundle.load(contentDirectory: large, logger: logger)
        }
        #expect("\(WebAppBundleError.tooLarge(folder: large + "/web", limit: 8 << 20))".contains("8 MiB"))
        // Exactly at the bounds is served.
        var exact = many
        exact["chunks/c255.js"] = nil
        let exactFolder = try Self.content(web: exact)
        defer { try? FileManager.default.removeItem(atPath: exactFolder) }
        #expect(try WebAppBundle.load(contentDirectory: exactFolder, logger: logger).urls.count == 256)
    }

    @Test("the compression middleware gzips scripts, styles and JSON made per request, and codes their tag")
    func middleware() async throws {
        let body = String(repeating: "let answer = 42;\n", count: 120)
        let router = Router()
        router.add(middleware: CompressionMiddleware<BasicRequestContext>())
        for (path, type) in [("js", "text/javascript; charset=utf-8"), ("css", "text/css; charset=utf-8"), ("json", "application/json"),
                             ("png", "image/png")] {
            router.get(RouterPath(path)) { _, _ in
                Response(status: .ok, headers: [.contentType: type, .eTag: "\"t\""], body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
            }
        }
        try await Application(router: router).test(.router) { client in
            for path in ["/js", "/css", "/json"] {
                let response = try await client.execute(uri: path, method: .get, headers: [.acceptEncoding: "gzip"], body: nil)
                #expect(response.headers[.contentEncoding] == "gzip", "\(path)")
                #expect(response.headers[.eTag] == "\"t-gzip\"")
                #expect(try Self.gunzip(Array(response.body.readableBytesView)) == Array(body.utf8))
            }
            let picture = try await client.execute(uri: "/png", method: .get, headers: [.acceptEncoding: "gzip"], body: nil)
            #expect(picture.headers[.contentEncoding] == nil)
            #expect(picture.headers[.eTag] == "\"t\"")
        }
    }

    static let builtClient = Repository.contentDirectory + "/web/app.js"

    @Test("the repository's own build in Content/web is served",
          .enabled(if: FileManager.default.fileExists(atPath: builtClient),
                   "Content/web/app.js is not built yet (bash Scripts/build-web.sh builds it)"))
    func repositoryBuild() async throws {
        let environment = try TestServer.demo()
        let bundle = try #require(environment.webApp)
        #expect(bundle.isBuilt)
        try await TestServer.run(environment) { client in
            let shell = try await client.get("/app/")
            #expect(shell.status == .ok)
            let map = try Self.assetMap(in: shell.text)
            #expect(map == bundle.urls)
            for (path, url) in map {
                let response = try await client.get(url)
                #expect(response.status == .ok, "\(path) at \(url)")
                #expect(url.contains("." + EntityTag(of: response.bytes).quoted.dropFirst().prefix(16)))
                if path.hasSuffix(".js") { #expect(response.headers[.contentType] == "text/javascript; charset=utf-8") }
                if path.hasSuffix(".css") { #expect(response.headers[.contentType] == "text/css; charset=utf-8") }
            }
        }
    }
}
