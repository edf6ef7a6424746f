import SDUITesting
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
                // Each wait is for a condition on the seconds left, not for one line of text: a text
                // shown for a second can come and go between two polls on a loaded machine.
                let opened = try await Self.secondsLeft(browser, "a countdown") { _ in true }
                #expect(opened <= 120 && opened > 100, "the reservation opens at 2:00: \(opened)")
                // Requests a tick could make: screens, pages, commands. A picture, a bundle or an analytics
                // upload still arriving from the page's load is not one (on a loaded machine one came late).
                let requestsBefore = try await browser.execute(WebClientSession.serverRequests) as? Int
                #expect((requestsBefore ?? 0) > 0, "the screen's own request is counted, so the count can change")
                let ticked = try await Self.secondsLeft(browser, "a tick after \(opened) s") { $0 < opened }
                let twice = try await Self.secondsLeft(browser, "a tick after \(ticked) s") { $0 < ticked }
                let requestsAfter = try await browser.execute(WebClientSession.serverRequests) as? Int
                #expect(requestsBefore == requestsAfter, "the ticks ran without a request")
                try await browser.tap("Hold it for 2:00 again")
                let held = try await Self.secondsLeft(browser, "the countdown back above \(twice) s") { $0 > twice }
                #expect(held >= 118, "holding again starts from 2:00: \(held)")
                try await browser.tap("Cancel the reservation")
                try await browser.waitForText("The reservation is cancelled")
                try await browser.waitUntil("return [...document.querySelectorAll('button')].some(b => b.textContent.includes('Reserve again') && !b.disabled)",
                                            "'Reserve again' enabled")
                try await browser.tap("Reserve again")
                let again = try await Self.secondsLeft(browser, "the countdown shown again") { _ in true }
                #expect(again >= 118, "reserving again starts from 2:00: \(again)")
                _ = try await Self.secondsLeft(browser, "a tick after \(again) s") { $0 < again }
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "\(problems)")
            }
        }

        /// Waits until the page shows "Locker reserved for m:ss" with a number of seconds that
        /// `holds`, and returns it.
        private static func secondsLeft(_ browser: WebDriver, _ what: String, _ holds: @escaping @Sendable (Int) -> Bool) async throws -> Int {
            let read = "const m = document.body.innerText.match(/Locker reserved for (\\d+):(\\d\\d)/); return m ? Number(m[1]) * 60 + Number(m[2]) : -1"
            var seen = -1
            let deadline = ContinuousClock.now + .seconds(30)
            while ContinuousClock.now < deadline {
                seen = try await browser.execute(read) as? Int ?? -1
                if seen >= 0, holds(seen) { return seen }
                try await Task.sleep(for: .milliseconds(50))
            }
            let text = try await browser.execute("return document.body.innerText") as? String ?? ""
            throw ServerFailure("\(what) did not happen within 30 s; last seen \(seen) s left; the page reads: \(text.prefix(800))")
        }
    }
}
