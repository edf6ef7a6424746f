import Testing

extension WebClient {
    /// Impressions in Chromium (contract §8.6), on the music screen: its
    /// promoted banner, on screen from the start, loads the impressions
    /// bundle and, after its 800 ms, is one `impression` event in the
    /// analytics queue (the banner's id, the page's first screen view).
    @Suite("Web client: impressions in headless Chromium")
    struct WebClientImpressionTests {
        /// The queued impressions as `elementID@screenView`, a script expression.
        static let impressions = "JSON.parse(localStorage.getItem('sdui.analytics.queue') ?? '[]')"
            + ".filter(e => e.name === 'impression').map(e => e.properties.elementID + '@' + e.properties.screenView)"

        @Test("the music screen's banner, seen for 800 ms, is one impression of the first screen view; the bundle loads for it")
        func banner() async throws {
            try await WebClientSession.run { browser, base in
                try await browser.open("\(base)/app/screens/music")
                _ = try await browser.waitFor("[data-sdui-id='promoted-banner']")
                try await browser.waitUntil("return performance.getEntriesByType('resource').some(r => r.name.includes('/features/impressions.'))",
                                            "the impressions bundle loaded")
                try await browser.waitUntil("return \(Self.impressions).length === 1", "one impression queued")
                let queued = try await browser.execute("return \(Self.impressions)") as? [String]
                #expect(queued == ["promoted-banner@1"], "\(queued ?? [])")
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }
}
