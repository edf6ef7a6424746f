import Foundation
import HTTPTypes
import HummingbirdTesting
import JSON
import Logging
import SDUI
import SDUIServer
import SDUIServerReleases
import SDUITesting
import Testing

/// Themes as a client receives them: an app's theme with its screens, a
/// release's `theme.json` over every screen, roles turned into raw colours
/// for a client without `f:themes@1`, and a refused theme file named by path.
@Suite("Themes from the server")
struct ThemeRouteTests {
    static let logger = Logger(label: "theme-tests") { _ in SwiftLogNoOpLogHandler() }
    static let capabilities = HTTPField.Name(CapabilityManifest.headerName)!
    static let withThemes = ScreenFactory().capabilities.headerValue
    static let withoutThemes = CapabilityManifest(ScreenFactory().capabilities.capabilities.filter { $0 != CoreContract.themes }).headerValue

    static let releaseTheme = ##"{"light": {"primary": "#004D40", "accent": "#6A1B9A"}, "dark": {"primary": "#80CBC4", "accent": "#CE93D8"}}"##

    /// The folder with home's footnote coloured by role, and `theme` as `theme.json` (nil: none).
    static func release(theme: String?) throws -> ContentFiles {
        let home = String(decoding: ReleaseTests.folder.files["screens/home.json"] ?? [], as: UTF8.self)
        guard home.contains("\"#8E8E93\"") else { throw TestFailure("home.json no longer has the grey footnote") }
        return ReleaseTests.files([
            "screens/home.json": home.replacingOccurrences(of: "\"#8E8E93\"", with: "\"accent\""),
            ContentFiles.themeFile: theme,
        ])
    }

    static func aboutColor(_ screen: JSONValue) -> String? {
        screen["sections"]?.arrayValue?.lazy.compactMap { section in
            section["components"]?.arrayValue?.first { $0["id"]?.stringValue == "about-text" }?["color"]?.stringValue
        }.first
    }

    @Test("an app's screens carry its theme to a client that draws themes; content screens without a release theme carry none")
    func appTheme() async throws {
        try await TestServer.run(try TestServer.demo()) { client in
            let music = try await client.get(.screen("music"), headers: [Self.capabilities: Self.withThemes]).json()
            let theme = try ScreenFactory().decode(ScreenTheme.self, from: try #require(music["theme"])).value
            #expect(theme.light[.primary] == RGBColor(0x5B2A86) && theme.dark[.primary] == RGBColor(0xC9A7EB))
            let parcels = try await client.get(.screen("parcels"), headers: [Self.capabilities: Self.withThemes]).json()
            #expect(parcels["theme"]?["light"]?["primary"] == "#ED7000")
            let home = try await client.get(.screen("home"), headers: [Self.capabilities: Self.withThemes]).json()
            #expect(home["theme"] == nil)
            // A client that takes themes but not pages (its lists inlined) keeps the theme.
            let withoutPages = CapabilityManifest(ScreenFactory().capabilities.capabilities.filter { $0 != CoreContract.pages }).headerValue
            let inlined = try await client.get(.screen("music"), headers: [Self.capabilities: withoutPages]).json()
            #expect(inlined["theme"]?["light"]?["primary"] == "#5B2A86")
        }
    }

    @Test("a client without themes (an older manifest, or no header) gets no theme", arguments: [Self.withoutThemes, nil] as [String?])
    func noThemeForOlderClients(header: String?) async throws {
        try await TestServer.run(try TestServer.demo()) { client in
            var headers = HTTPFields()
            if let header { headers[Self.capabilities] = header }
            let music = try await client.get(.screen("music"), headers: headers)
            #expect(music.status == .ok)
            #expect(try music.json()["theme"] == nil)
        }
    }

    @Test("a release's theme.json is every screen's theme; roles reach a themes client as roles and others as the light colour; a rollback restores the bytes")
    func releaseTheme() async throws {
        let environment = try TestServer.demo()
        try await TestServer.run(environment) { client in
            let themed: HTTPFields = [Self.capabilities: Self.withThemes]
            let before = try await client.get(.screen("home"), headers: themed)
            let first = try await environment.publishRelease(try Self.release(theme: nil), author: "ada", note: "accent")
            _ = try await environment.followRelease(logger: Self.logger)
            let unthemed = try await client.get(.screen("home"), headers: themed)
            let plain = try unthemed.json()
            #expect(plain["theme"] == nil && Self.aboutColor(plain) == "accent")

            _ = try await environment.publishRelease(try Self.release(theme: Self.releaseTheme), author: "ada", note: "teal")
            #expect(try await environment.followRelease(logger: Self.logger) == first.number + 1)
            let home = try await client.get(.screen("home"), headers: themed)
            #expect(try home.json()["theme"]?["light"]?["primary"] == "#004D40")
            #expect(Self.aboutColor(try home.json()) == "accent")
            #expect(home.headers[.eTag] != before.headers[.eTag])
            // Over the app's own theme too.
            #expect(try await client.get(.screen("music"), headers: themed).json()["theme"]?["light"]?["primary"] == "#004D40")
            // A client without themes: the release theme's light accent in place of the role, and no theme.
            let older = try await client.get(.screen("home"), headers: [Self.capabilities: Self.withoutThemes]).json()
            #expect(older["theme"] == nil && Self.aboutColor(older) == "#6A1B9A")
            // With no theme at all, the contract's fallback colours stand in.
            _ = try await environment.rollbackRelease(to: first.number, actor: "ada")
            _ = try await environment.followRelease(logger: Self.logger)
            let fallback = try await client.get(.screen("home"), headers: [Self.capabilities: Self.withoutThemes]).json()
            #expect(Self.aboutColor(fallback) == ScreenTheme.fallback.light[.accent]?.hex)
            let back = try await client.get(.screen("home"), headers: themed)
            #expect(back.bytes == unthemed.bytes && back.headers[.eTag] == unthemed.headers[.eTag])
        }
    }

    @Test("a theme.json with a problem is refused, each problem named by file and JSON path")
    func refused() throws {
        let environment = try TestServer.demo()
        let cases: [(String, [String])] = [
            (##"{"light": {"primary": "#12345", "brand": "#000000"}, "dark": {}, "sepia": {}}"##,
             ["theme.json light.primary", "theme.json light.brand", "theme.json sepia"]),
            (##"{"light": {}}"##, ["theme.json dark"]),
            (##"{"light": {"primary": "#000"},"##, ["theme.json line 1, column 31"]),
            ("[]", ["theme.json $"]),
        ]
        for (text, expected) in cases {
            let shown = environment.releaseProblems(try Self.release(theme: text)).map { "\($0.file) \($0.path)" }
            #expect(shown.sorted() == expected.sorted(), "\(text): \(shown)")
        }
        #expect(environment.releaseProblems(try Self.release(theme: Self.releaseTheme)).isEmpty)
    }
}
