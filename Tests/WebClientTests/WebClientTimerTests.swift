import Testing

extension WebClient {
    /// Timers in Chromium (contract §8.5), on Scan & Go's locker screen: the
    /// countdown ticks on the page's clock with no request, its buttons run
    /// the timer actions through the page's own runners, and cancelling and
    /// reserving again start it from 2:00.
    @Suite("Web client: timers in headless Chromium")
    struct WebClientTimerTests {
        @Test("'Locker reserved for 2:00' counts down with no request; cancel, then reserve again from 2:00")
        func lockerScreen() async throws {
            try await WebClientSession.run { browser, base in
                try await browser.open("\(base)/app/screens/scan-and-go/locker")
                try await browser.waitForText("Locker reserved for 2:00")
                // Requests a tick could make: screens, pages, commands. A picture, a bundle or an analytics
                // upload still arriving from the page's load is not one (on a loaded machine one came late).
                let screenRequests = "return performance.getEntriesByType('resource').filter(e => /\\/v\\d+\\/(screens|pages|commands)\\//.test(e.name)).length"
                let requestsBefore = try await browser.execute(screenRequests) as? Int
                #expect((requestsBefore ?? 0) > 0, "the screen's own request is counted, so the count can change")
                try await browser.waitForText("Locker reserved for 1:59")
                try await browser.waitForText("Locker reserved for 1:58")
                let requestsAfter = try await browser.execute(screenRequests) as? Int
                #expect(requestsBefore == requestsAfter, "the ticks ran without a request")
                try await browser.tap("Hold it for 2:00 again")
                try await browser.waitForText("Locker reserved for 2:00")
                try await browser.tap("Cancel the reservation")
                try await browser.waitForText("The reservation is cancelled")
                try await browser.waitUntil("return [...document.querySelectorAll('button')].some(b => b.textContent.includes('Reserve again') && !b.disabled)",
                                            "'Reserve again' enabled")
                try await browser.tap("Reserve again")
                try await browser.waitForText("Locker reserved for 1:59")
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }
}
