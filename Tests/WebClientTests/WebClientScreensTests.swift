import Foundation
import SDUITesting
import Testing

extension WebClient {
    /// Every demo screen in the web client, in a real Chromium.
    @Suite("Web client: the demo's screens in headless Chromium")
    struct WebClientScreensTests {
        /// Every screen of the demo a visitor can open without logging in (content files, and the apps' routes with real ids).
        static let screens = [
            "home", "login", "offline", "music", "composers/bach", "composers/beethoven", "composers/bernstein", "composers/mozart",
            "composers/bach/works", "albums/brandenburg-1982", "albums/goldberg-1981", "albums/wss-1985", "playlists/baroque-essentials",
            "playlists/late-night", "parcels", "parcels/3SABC1234567", "parcels/3SSENT000042", "scan-and-go", "scan-and-go/AMS-01",
            "scan-and-go/UTR-02", "scan-and-go/how-it-works",
        ]

        @Test("every demo screen is drawn at its own address: its title, every component the server sends it, nothing wrong in the console")
        func everyScreen() async throws {
            try await WebClientSession.run { browser, base in
                try await browser.open("\(base)/app/")
                _ = try await browser.waitFor(".screen .bar")
                let capabilities = try #require(try await browser.execute("return document.documentElement.dataset.sduiCapabilities") as? String)
                #expect(capabilities.contains("c:lazyList@1") && capabilities.contains("a:command@1") && capabilities.contains("f:themes@1"))
                for path in Self.screens {
                    try await browser.open("\(base)/app/screens/\(path)")
                    let document = try await WebClientSession.document(base, path: path, capabilities: capabilities)
                    let title = document["title"] as? String ?? ""
                    try await browser.waitForTitle(title)
                    let shown = Set(try await browser.execute(
                        "return [...document.querySelectorAll('.screen [data-sdui-id]')].map(e => e.dataset.sduiId)") as? [String] ?? [])
                    let expected = WebClientSession.shownComponentIDs(document["sections"] ?? [])
                    #expect(!expected.isEmpty, "\(path) has components")
                    let missing = expected.filter { !shown.contains($0) }
                    #expect(missing.isEmpty, "\(path): components the server sent that the web client did not draw: \(missing)")
                    let problems = WebClientSession.problems(try await browser.consoleMessages())
                    #expect(problems.isEmpty, "\(path): \(problems)")
                }
            }
        }

        @Test("addresses: a click opens /app/screens/music; back, forward and reload show the same screens")
        func addresses() async throws {
            try await WebClientSession.run { browser, base in
                try await browser.open("\(base)/app/")
                try await browser.click(try await browser.waitFor("[data-sdui-id='music-banner'] a, a[data-sdui-id='music-banner']"))
                try await browser.waitForTitle("Music")
                #expect(try await browser.currentURL() == "\(base)/app/screens/music")
                try await browser.back()
                try await browser.waitForTitle("SDUI demo")
                #expect(try await browser.currentURL() == "\(base)/app/")
                try await browser.forward()
                try await browser.waitForTitle("Music")
                try await browser.reload()
                try await browser.waitForTitle("Music")
                #expect(try await browser.currentURL() == "\(base)/app/screens/music")
                try await browser.open("\(base)/app/screens/no/such/screen")
                try await browser.waitUntil("return document.body.innerText.includes('/v2/screens/no/such/screen answered HTTP 404')", "the 404 said with its URL")
            }
        }
    }
}
