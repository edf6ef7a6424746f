import Testing

extension WebClient {
    /// Triggers in Chromium (contract §8.4), on Scan & Go's ready screen: the
    /// "all done" toggle checks the three boxes, the count and the scan
    /// button follow, all without a request, through the page's own action
    /// runners.
    @Suite("Web client: triggers in headless Chromium")
    struct WebClientTriggerTests {
        static func checked(_ key: String) -> String { "return document.querySelector(\"input[name='\(key)']\")?.checked === true" }

        @Test("'all done' checks every box and the count and the scan button follow, with no request")
        func readyScreen() async throws {
            try await WebClientSession.run { browser, base in
                try await browser.open("\(base)/app/screens/scan-and-go/ready")
                try await browser.waitForText("0 of 3 done")
                // Requests a trigger could make: screens, pages, commands. A picture or an analytics upload
                // (30 s after the page's first event: a loaded machine can get there) is not one.
                let requestsBefore = try await browser.execute(WebClientSession.serverRequests) as? Int
                #expect((requestsBefore ?? 0) > 0, "the screen's own request is counted, so the count can change")
                try await browser.click(try await browser.waitFor("input[name='taped']"))
                try await browser.waitForText("1 of 3 done")
                try await browser.click(try await browser.waitFor("input[name='all']"))
                try await browser.waitForText("3 of 3 done")
                for key in ["taped", "oldLabels", "labelOnTop"] {
                    try await browser.waitUntil(Self.checked(key), "\(key) checked by the trigger")
                }
                try await browser.waitUntil("return [...document.querySelectorAll('button')].some(b => b.textContent.includes('Scan the label') && !b.disabled)",
                                            "the scan button enabled")
                let requestsAfter = try await browser.execute(WebClientSession.serverRequests) as? Int
                #expect(requestsBefore == requestsAfter, "the triggers ran without a request")
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }
}
