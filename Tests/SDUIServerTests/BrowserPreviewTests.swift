import DemoServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import ScanBarcode
import SDUI
import SDUIServer
import SDUIServerPreview
import SDUITesting
import Testing

/// The browser preview (`sdui-server --preview`): each screen drawn as HTML
/// by one renderer per component type, as a chosen client receives it,
/// checked in headless Chromium (DOM, a followed link, screenshots against
/// committed ones) and against hostile strings.
@Suite("Browser preview in headless Chromium", .serialized)
struct BrowserPreviewTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BrowserPreview")

    /// A live server with the preview on, over the repository's screens (the demo apps link to
    /// some of them, and the server refuses to start without those) and this folder's.
    static func withServer(preview: Bool = true, _ body: @escaping @Sendable (_ base: String, _ client: any TestClientProtocol, _ content: URL) async throws -> Void) async throws {
        let content = FileManager.default.temporaryDirectory.appendingPathComponent("preview-content-\(UUID().uuidString)")
        let screens = content.appendingPathComponent("screens")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: content) }
        try FileManager.default.copyItem(atPath: Repository.contentDirectory + "/screens", toPath: screens.path)
        // The server's own pictures (`/images/…`), so screenshots show them rather than their alt text.
        try FileManager.default.copyItem(atPath: Repository.contentDirectory + "/images", toPath: content.appendingPathComponent("images").path)
        for name in ["every-type.json", "hostile.json"] {
            try FileManager.default.copyItem(at: folder.appendingPathComponent("screens/\(name)"), to: screens.appendingPathComponent(name))
        }
        var logger = Logger(label: "browser-preview-test")
        logger.logLevel = .critical
        let configuration = ServerConfiguration(host: "127.0.0.1", port: 0, contentDirectory: content.path)
        let environment = try DemoServer.environment(configuration: configuration, databasePath: ":memory:", passwordCost: .testing,
                                                     modules: DemoModules(preview: preview), logger: logger)
        #expect(environment.content.rejected.isEmpty, "\(environment.content.problems)")
        try await TestServer.run(environment, on: .live) { client in
            guard let port = client.port else { throw TestFailure("the live client has no port") }
            try await body("http://127.0.0.1:\(port)", client, content)
        }
    }

    @Test("a content file is read again on each request: a save shows on reload, a broken one lists its problems")
    func draftsAreReadAfresh() async throws {
        try await Self.withServer { _, client, content in
            let file = content.appendingPathComponent("screens/hostile.json")
            try Data(#"{"id": "hostile", "title": "Second draft", "sections": []}"#.utf8).write(to: file)
            let saved = try await client.get("/preview/screens/hostile").text
            #expect(saved.contains("<h1>Second draft</h1>"))
            try Data(#"{"id": "hostile", "title": "Broken", "sections": [}"#.utf8).write(to: file)
            let broken = try await client.get("/preview/screens/hostile")
            #expect(broken.status == .ok)
            #expect(broken.text.contains("This file cannot be served"))
            #expect(broken.text.contains("line 1, column"), "\(broken.text.suffix(600))")
            // What clients receive is still what the server loaded at start-up.
            let served = try await client.get(.screen("hostile")).text
            #expect(served.contains("alert"), "\(served.prefix(300))")
        }
    }

    @Test("every core component type has an HTML renderer")
    func everyCoreTypeHasARenderer() {
        #expect(HTMLRenderers.core.types == CoreContract.componentTypeNames)
    }

    @Test("pages are HTML with a policy that runs no script; the index lists the screens; without --preview there are none")
    func pagesAndIndex() async throws {
        try await Self.withServer { _, client, _ in
            let page = try await client.get("/preview/screens/every-type")
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.headers[.contentSecurityPolicy]?.contains("default-src 'none'") == true)
            let index = try await client.get("/preview/?version=1&client=core").text
            for path in ["every-type", "home", "hostile", "music"] {
                #expect(index.contains("href=\"/preview/screens/\(path)?version=1&amp;client=core&amp;theme=light\""), "\(path): \(index.suffix(800))")
            }
            // Feature types the apps draw, relative pictures from this server, feature actions with their payloads.
            let scan = try await client.get("/preview/screens/scan-and-go/AMS-01").text
            #expect(scan.contains("data-type=\"barcodeInput\"") && !scan.contains("placeholder\" data-type=\"barcodeInput\""), "\(scan)")
            #expect(scan.contains("scanBarcode {"), "a scan's payload is shown")
            let music = try await client.get("/preview/screens/music").text
            #expect(music.contains("<img src=\"/images/"), "relative pictures load from this server")
            // Every element says where it came from, on hover: a content file's line, an app's builder.
            let home = try await client.get("/preview/screens/home").text
            #expect(home.contains("data-id=\"about-text\" title=\"screens/home.json:"), "\(home.prefix(2000))")
            #expect(music.contains("title=\"MusicApp/MusicApp.swift:"))
                        try BadInputTests.expectError(try await client.get("/preview/screens/no-such-screen"), .notFound, "not_found")
            try BadInputTests.expectError(try await client.get("/preview/screens/..%2Fetc"), .badRequest, "invalid_path")
        }
        try await Self.withServer(preview: false) { _, client, _ in
            let index = try await client.get("/preview/")
            let page = try await client.get("/preview/screens/home")
            #expect(index.status == .notFound)
            #expect(page.status == .notFound)
        }
    }

    @Test("the list of origins links each content element to its line in the source view; only screens' JSON files are shown")
    func sourceLinks() async throws {
        try await Self.withServer { _, client, _ in
            let home = try await client.get("/preview/screens/home").text
            let link = "<code>music-banner</code> <a href=\"/preview/source/screens/home.json#L"
            let at = try #require(home.range(of: link), "\(home.suffix(3000))")
            let line = try #require(Int(home[at.upperBound...].prefix(while: \.isNumber)))
            let source = try await client.get("/preview/source/screens/home.json")
            #expect(source.status == .ok)
            // Line by line as anchors: the linked one is the element's opening brace, its id a line or two later.
            let spans = source.text.components(separatedBy: "<span id=\"L").dropFirst().map { $0.components(separatedBy: "</span>")[0] }
            #expect(spans.count > line + 2)
            #expect(spans[line - 1].hasPrefix("\(line)\"><a href=\"#L\(line)\">\(line)</a> "))
            #expect(spans[line - 1].split(separator: ">").last?.trimmingCharacters(in: .whitespaces) == "{")
            #expect(spans[line...].prefix(3).contains { $0.contains("music-banner") })
            // An app's elements come from Swift, which is not on the server: no list.
            #expect(!(try await client.get("/preview/screens/music").text).contains("Where each element came from"))
            try BadInputTests.expectError(try await client.get("/preview/source/theme.json"), .notFound, "not_found")
            try BadInputTests.expectError(try await client.get("/preview/source/screens/no-such-screen.json"), .notFound, "not_found")
            try BadInputTests.expectError(try await client.get("/preview/source/screens/..%2F..%2Fetc%2Fpasswd.json"), .badRequest, "invalid_path")
        }
    }

    @Test("in Chromium: every core type is in the DOM, actions say what they send, a navigate link opens its screen",
          .enabled(if: HeadlessChromium.runnable, HeadlessChromium.missing))
    func domInTheBrowser() async throws {
        let chromium = HeadlessChromium()
        try await Self.withServer { base, _, _ in
            let dom = try await chromium.dom(of: "\(base)/preview/screens/every-type?version=2&client=all")
            for type in CoreContract.componentTypeNames {
                #expect(dom.contains("data-type=\"\(type)\""), "no \(type) in the page")
            }
            #expect(!dom.contains("class=\"component placeholder\""))
            #expect(dom.contains("command: POST /v2/commands/favourite {\"playlist\":\"late-night\"}"))
            #expect(dom.contains("updateState: on = false"))
            #expect(dom.contains("No diagnostics"))

            let link = try #require(Self.href(before: "Go home", in: dom))
            #expect(link == "/preview/screens/home?version=2&client=all&theme=light")
            let home = try await chromium.dom(of: base + link)
            #expect(home.contains("data-screen-id=\"home\""))
            #expect(home.contains("Welcome"))

            // An old client: v1 has no picker, and a core-only client no feature types.
            let old = try await chromium.dom(of: "\(base)/preview/screens/every-type?version=1&client=core")
            #expect(!old.contains("data-type=\"picker\""))
            #expect(old.contains("<option value=\"1\" selected=\"\">v1</option>"))
        }
    }

    @Test("the matrix shows one screen as every client gets it: each version × capabilities × language × background × width")
    func matrix() async throws {
        try await Self.withServer { _, client, _ in
            let page = try await client.get("/preview/matrix/every-type")
            #expect(page.status == .ok)
            let cells = page.text.components(separatedBy: "<figure class=\"cell\"").count - 1
            // API v1 and v2 × every type and core only × English and Dutch × light and dark × 360 and 720 px.
            #expect(cells == 2 * 2 * 2 * 2 * 2)
            // A v1 core-only client gets no picker; a v2 client with every type does.
            let views = page.text.components(separatedBy: "<figure class=\"cell\"").dropFirst()
            let oldCore = try #require(views.first { $0.contains("data-version=\"1\" data-client=\"core\"") })
            let newAll = try #require(views.first { $0.contains("data-version=\"2\" data-client=\"all\"") })
            #expect(!oldCore.contains("data-type=\"picker\"") && newAll.contains("data-type=\"picker\""))
            // The Dutch views are in Dutch.
            let home = try await client.get("/preview/matrix/home").text.components(separatedBy: "<figure class=\"cell\"").dropFirst()
            #expect(home.filter { $0.contains("data-language=\"nl\"") }.allSatisfy { $0.contains("Pakketten") })
            #expect(home.filter { $0.contains("data-language=\"en\"") }.allSatisfy { !$0.contains("Pakketten") })
            #expect(try await client.get("/preview/screens/home").text.contains("href=\"/preview/matrix/home\""))
            // The music app's theme: a client that takes themes is drawn in its dark palette on a dark
            // background; a client without themes (no header) gets the light colours in place of roles,
            // drawn on the background it asked for, made readable there.
            let music = try await client.get("/preview/matrix/music").text.components(separatedBy: "<figure class=\"cell\"").dropFirst()
            let darkThemed = try #require(music.first { $0.contains("data-version=\"2\" data-client=\"core\"") && $0.contains("data-theme=\"dark\"") })
            #expect(darkThemed.contains("--primary:#C9A7EB") && darkThemed.contains("--surface:#121212"))
            let lightThemed = try #require(music.first { $0.contains("data-version=\"2\" data-client=\"core\"") && $0.contains("data-theme=\"light\"") })
            #expect(lightThemed.contains("--primary:#5B2A86") && lightThemed.contains("--surface:#FFFFFF"))
            let unthemed = try #require(music.first { $0.contains("data-version=\"2\" data-client=\"all\"") && $0.contains("data-theme=\"dark\"") })
            #expect(!unthemed.contains("#C9A7EB") && unthemed.contains("--surface:#1C1C1E"))
        }
    }

    @Test("the matrix in Chromium: the browser builds every cell the server wrote",
          .enabled(if: HeadlessChromium.runnable, HeadlessChromium.missing))
    func matrixInTheBrowser() async throws {
        try await Self.withServer { base, client, _ in
            let cells = try await client.get("/preview/matrix/home").text.components(separatedBy: "<figure class=\"cell\"").count - 1
            #expect(cells == 2 * 2 * 2 * 2 * 2)
            let dom = try await HeadlessChromium().dom(of: "\(base)/preview/matrix/home")
            #expect(dom.components(separatedBy: "<figure class=\"cell\"").count - 1 == cells)
        }
    }

    @Test("hostile strings in a screen stay text: no markup, no script, no javascript: links")
    func hostileStringsStayText() async throws {
        try await Self.withServer { _, client, _ in
            let html = try await client.get("/preview/screens/hostile").text
            #expect(!html.contains("<script"))
            #expect(!html.contains("<img src=x"))
            #expect(!html.contains("javascript:alert(5)\""))
            #expect(!html.contains("href=\"javascript"))
            #expect(html.contains("&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt;"))
            #expect(html.contains("data-id=\"x&quot; onmouseover=&quot;alert(2)\""))
        }
    }

    @Test("hostile strings in a screen stay text in Chromium too: no script element, no event handler, no javascript: source",
          .enabled(if: HeadlessChromium.runnable, HeadlessChromium.missing))
    func hostileStringsStayTextInTheBrowser() async throws {
        try await Self.withServer { base, _, _ in
            let dom = try await HeadlessChromium().dom(of: "\(base)/preview/screens/hostile")
            #expect(!dom.contains("<script"), "a script element made it into the DOM")
            // An event handler attribute on any real element: with attribute values emptied (the DOM
            // writes a quote inside one as &quot;) and text showing `<` as `&lt;`, a `<` opens a tag.
            let tags = dom.replacingOccurrences(of: #"="[^"]*""#, with: "=\"\"", options: .regularExpression)
            #expect(tags.range(of: #"<[^>]*\son[a-z]+="#, options: .regularExpression) == nil, "an event handler made it into the DOM")
            #expect(!dom.contains("src=\"javascript:"))
            #expect(dom.contains("&lt;script&gt;alert('title')&lt;/script&gt;"), "the title is not shown as text")
            #expect(dom.contains("image javascript:alert(5)"), "the refused image is not described")
            #expect(dom.contains("openURL: javascript:alert(8)"))
        }
    }

    @Test("screenshots match the committed ones (SDUI_RECORD_SNAPSHOTS=1 records them)",
          .enabled(if: HeadlessChromium.runnable, HeadlessChromium.missing))
    func screenshots() async throws {
        let chromium = HeadlessChromium()
        try await Self.withServer { base, _, _ in
            for (name, path) in [("home-v2-all", "home?version=2&client=all"), ("every-type-v1-core", "every-type?version=1&client=core"),
                                 ("music-v2-core-dark", "music?version=2&client=core&theme=dark")] {
                let shot = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).png")
                defer { try? FileManager.default.removeItem(at: shot) }
                try await chromium.screenshot(of: "\(base)/preview/screens/\(path)", to: shot)
                let golden = Self.folder.appendingPathComponent("\(name).png")
                if ProcessInfo.processInfo.environment["SDUI_RECORD_SNAPSHOTS"] == "1" {
                    try? FileManager.default.removeItem(at: golden)
                    try FileManager.default.copyItem(at: shot, to: golden)
                    continue
                }
                let difference = try Self.difference(golden.path, shot.path)
                #expect(difference <= 0.005, "\(name): \(Int(difference * 10_000)) of 10,000 pixels differ; look at \(shot.path)")
            }
        }
    }

    /// The href of the link whose text starts with `text`.
    static func href(before text: String, in dom: String) -> String? {
        guard let end = dom.range(of: "\">\(text)") else { return nil }
        guard let start = dom[..<end.lowerBound].range(of: "href=\"", options: .backwards) else { return nil }
        return String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The fraction of pixels whose grey level differs by more than 32 (1.0 when the sizes differ).
    static func difference(_ expected: String, _ actual: String) throws -> Double {
        let loader = ImageLoader()
        let a = try loader.load(path: expected)
        let b = try loader.load(path: actual)
        guard a.width == b.width, a.height == b.height else { return 1 }
        var differing = 0
        for index in a.pixels.indices where abs(Int(a.pixels[index]) - Int(b.pixels[index])) > 32 { differing += 1 }
        return Double(differing) / Double(a.pixels.count)
    }
}
