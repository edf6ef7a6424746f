import Testing

extension WebClient {
    /// A toast in Chromium: the heart's `done` result carries one, and the
    /// page says it in its status line, a polite live region, without moving
    /// the focus, until its seconds are up (waited for as a condition).
    @Suite("Web client: toasts in headless Chromium")
    struct WebClientToastTests {
        static let statusLine = "document.querySelector('.status-line')"

        @Test("the heart's toast: said in the polite status line, the focus left on the heart, gone after its three seconds")
        func heartToast() async throws {
            try await WebClientSession.run { browser, base in
                try await browser.open("\(base)/app/screens/playlists/late-night")
                try await browser.waitForTitle("Late Night Piano")
                #expect(try await browser.execute("return \(Self.statusLine).getAttribute('role')") as? String == "status")
                #expect(try await browser.execute("return \(Self.statusLine).getAttribute('aria-live')") as? String == "polite")
                // The toast shows for three seconds: waited for as said, which a slow poll cannot miss.
                try await browser.recordStatusMessages()
                try await browser.tap("♡ Add to favourites")
                try await browser.waitForSaid("Added “Late Night Piano” to favourites", exactly: true)
                let focused = try await browser.execute("return document.activeElement?.textContent ?? ''") as? String ?? ""
                #expect(focused.hasPrefix("♥") || focused.hasPrefix("♡"), "the focus stays on the heart, not \(focused)")
                try await browser.waitUntil("return \(Self.statusLine).textContent === ''", "the toast gone after its seconds")
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }
}
