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
                // Every value the countdown shows is recorded as the page shows it (`Countdown`), and each
                // wait is for a recorded value that holds a condition: a value shown for a second can come
                // and go between two polls on a loaded machine, a recorded one cannot.
                let countdown = try await Countdown.record(in: browser)
                let opened = try await countdown.next(after: 0, "a countdown", where: "true")
                #expect(opened.seconds <= 120 && opened.seconds > 100, "the reservation opens at 2:00: \(opened.seconds)")
                // Requests a tick could make: screens, pages, commands. A picture, a bundle or an analytics
                // upload still arriving from the page's load is not one (on a loaded machine one came late).
                let requestsBefore = try await browser.execute(WebClientSession.serverRequests) as? Int
                #expect((requestsBefore ?? 0) > 0, "the screen's own request is counted, so the count can change")
                let ticked = try await countdown.next(after: opened.index, "a tick after \(opened.seconds) s", where: "s < \(opened.seconds)")
                let twice = try await countdown.next(after: ticked.index, "a tick after \(ticked.seconds) s", where: "s < \(ticked.seconds)")
                let requestsAfter = try await browser.execute(WebClientSession.serverRequests) as? Int
                #expect(requestsBefore == requestsAfter, "the ticks ran without a request")
                var mark = try await countdown.count()
                try await browser.tap("Hold it for 2:00 again")
                let held = try await countdown.next(after: mark, "the countdown back above \(twice.seconds) s", where: "s > \(twice.seconds)")
                #expect(held.seconds >= 118, "holding again starts from 2:00: \(held.seconds)")
                try await browser.tap("Cancel the reservation")
                try await browser.waitForText("The reservation is cancelled")
                try await browser.waitUntil("return [...document.querySelectorAll('button')].some(b => b.textContent.includes('Reserve again') && !b.disabled)",
                                            "'Reserve again' enabled")
                mark = try await countdown.count()
                try await browser.tap("Reserve again")
                let again = try await countdown.next(after: mark, "the countdown shown again", where: "true")
                #expect(again.seconds >= 118, "reserving again starts from 2:00: \(again.seconds)")
                _ = try await countdown.next(after: again.index, "a tick after \(again.seconds) s", where: "s < \(again.seconds)")
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "\(problems)")
            }
        }

        /// The seconds "Locker reserved for m:ss" has shown, in order, each change recorded by a
        /// `MutationObserver` in `window.sduiCountdown` as the page makes it.
        struct Countdown {
            let browser: WebDriver

            static func record(in browser: WebDriver) async throws -> Countdown {
                try await browser.execute("""
                    window.sduiCountdown = [];
                    const record = () => {
                      const m = document.body.innerText.match(/Locker reserved for (\\d+):(\\d\\d)/);
                      const all = window.sduiCountdown;
                      if (m) { const s = Number(m[1]) * 60 + Number(m[2]); if (all[all.length - 1] !== s) all.push(s); }
                    };
                    record();
                    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
                    """)
                return Countdown(browser: browser)
            }

            /// How many values were recorded so far.
            func count() async throws -> Int {
                try await browser.execute("return window.sduiCountdown.length") as? Int ?? 0
            }

            /// The first value recorded at index `after` or later for which the JavaScript
            /// condition on `s` holds, and its index; waited for.
            func next(after index: Int, _ what: String, where condition: String) async throws -> (seconds: Int, index: Int) {
                let find = "const all = window.sduiCountdown; for (let i = arguments[0]; i < all.length; i++) { const s = all[i]; if (\(condition)) return [s, i]; } return null;"
                try await browser.waitUntil("return (() => { \(find) })() !== null", what, arguments: [index])
                let found = try await browser.execute(find, [index]) as? [Int] ?? []
                guard found.count == 2 else { throw ServerFailure("\(what): the recorded countdown changed under the test") }
                return (found[0], found[1])
            }
        }
    }
}
