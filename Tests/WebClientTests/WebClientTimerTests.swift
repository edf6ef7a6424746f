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
                let requestsBefore = try await browser.execute("return performance.getEntriesByType('resource').length") as? Int
                try await browser.waitForText("Locker reserved for 1:59")
                try await browser.waitForText("Locker reserved for 1:58")
                let requestsAfter = try await browser.execute("return performance.getEntriesByType('resource').length") as? Int
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
