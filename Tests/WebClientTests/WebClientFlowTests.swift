import Foundation
import SDUIServer
import SDUITesting
import Testing

extension WebClient {
    /// The web client driven as a person would, in a real Chromium.
    @Suite("Web client: flows in headless Chromium")
    struct WebClientFlowTests {
        @Test("Scan & Go to its end: the scan feature loaded by its screen, a code checked as the terminal checks it, a rule's message at its field, prices that follow a toggle without a request, paid")
        func scanAndGo() async throws {
            try await WebClientSession.run { browser, base in
                try await browser.open("\(base)/app/screens/parcels")
                try await browser.tap("Send a parcel with Scan & Go")
                try await browser.tap("Amsterdam Centraal")
                try await browser.tap("Parcel barcode")
                // Refused in the browser with the terminal's words, before anything is sent.
                let field = try await browser.waitFor("dialog[open] input")
                try await browser.type(field, "4006381333932\n")
                try await browser.waitForText("4006381333932 does not have the expected format (^3S[A-Z0-9]{8,13}$).")
                try await browser.clear(field)
                try await browser.type(field, "3SDEMO0001234\n")
                try await browser.waitForText("Grace Hopper")
                try await browser.fill("postcode", "3511")
                try await browser.tap("This is correct")
                try await browser.waitForText("A Dutch postcode is four digits and two capitals, as in 3511 NR.")
                try await browser.fill("postcode", "3511 NR")
                try await browser.fill("street", "Oudegracht 201")
                try await browser.tap("This is correct")
                try await browser.waitForText("• €5.25")
                let scanned = try await browser.execute(
                    "return performance.getEntriesByType('resource').filter(r => r.name.includes('/features/scan.')).length") as? Int
                #expect(scanned == 1, "the scan feature's bundle was loaded once, by the screen that used it")
                // Requests the toggle could make: screens, pages, commands. A picture or an analytics upload
                // (30 s after the page's first event: a loaded machine gets there in this flow) is not one.
                let requestsBefore = try await browser.execute(WebClientSession.serverRequests) as? Int
                #expect((requestsBefore ?? 0) > 0, "the screens' own requests are counted, so the count can change")
                try await browser.click(try await browser.waitFor("input[name='insured']"))
                try await browser.waitForText("+€2.50 on every option")
                try await browser.waitForText("• €7.75")
                let requestsAfter = try await browser.execute(WebClientSession.serverRequests) as? Int
                #expect(requestsBefore == requestsAfter, "the toggle changed the prices without a request")
                try await browser.tap("Evening")
                try await browser.waitForText("Insurance")
                try await browser.tap("Pay €7.75")
                try await browser.waitForTitle("Paid")
                try await browser.waitForText("Show this code at the counter")
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "\(problems)")
            }
        }

        @Test("a live screen follows its data: a change in the database reaches the open page through its stream, without a reload")
        func liveUpdate() async throws {
            try await WebClientSession.runWithDatabase(label: "web-live") { browser, base, database in
                try await browser.open("\(base)/app/screens/parcels/3SABC1234567")
                _ = try await browser.waitFor("[data-sdui-id='status']")
                let before = try await browser.execute("return document.querySelector('[data-sdui-id=status]').textContent") as? String
                #expect(before != "At the sorting centre")
                let navigations = try await browser.execute("return performance.getEntriesByType('navigation').length") as? Int
                try await database.execute("UPDATE parcel SET status = ? WHERE code = ?", [.text("At the sorting centre"), .text("3SABC1234567")])
                try await browser.waitUntil("return document.querySelector('[data-sdui-id=status]')?.textContent === 'At the sorting centre'",
                                            "the new status on the open page")
                #expect(try await browser.execute("return performance.getEntriesByType('navigation').length") as? Int == navigations, "no reload")
            }
        }

        @Test("analytics as the terminal sends them: the screens viewed and the actions run reach the server's table once each, the last batch when the page is left")
        func analytics() async throws {
            try await WebClientSession.runWithDatabase(label: "web-analytics") { browser, base, database in
                try await browser.open("\(base)/app/")
                try await browser.waitForTitle("SDUI demo")
                try await browser.tap("Music: composers, albums and playlists")
                try await browser.waitForTitle("Music")
                try await browser.tap("Bach")
                try await browser.waitForTitle("Bach")
                // Leaving the page sends what is queued (keepalive), with the session's end.
                try await browser.open("about:blank")
                var rows: [SQLRow] = []
                let arrived = await eventually(timeout: .seconds(60)) {
                    rows = (try? await database.query("SELECT name, properties FROM analyticsEvent ORDER BY timestamp", [])) ?? []
                    return rows.contains { (try? $0.text(0)) == "sessionEnd" }
            }
            #expect(arrived, "no sessionEnd arrived: \(rows)")
            let events = rows.compactMap { row -> (String, String)? in
                guard let name = try? row.text(0), let properties = try? row.text(1) else { return nil }
                return (name, properties)
            }
            let views = events.filter { $0.0 == "screenView" }.map(\.1)
            #expect(views.contains { $0.contains("\"path\":\"home\"") }, "\(views)")
            #expect(views.contains { $0.contains("\"path\":\"music\"") }, "\(views)")
            #expect(views.contains { $0.contains("\"path\":\"composers/bach\"") || $0.contains(#""path":"composers\/bach""#) }, "\(views)")
            #expect(events.contains { $0.0 == "actionRun" && $0.1.contains("\"action\":\"navigate\"") })
            #expect(events.filter { $0.0 == "sessionStart" }.count == 1)
            let sessions = Set(events.compactMap { event in
                event.1.range(of: #""session":"[0-9a-f]{32}""#, options: .regularExpression).map { String(event.1[$0]) }
            })
            #expect(sessions.count == 1, "every event carries the page's one session: \(sessions)")
            }
        }

        @Test("the server out of reach: a screen seen before comes from the browser's last good copy, marked offline; one never seen shows the offline page")
        func offline() async throws {
            try await WebClientSession.run { browser, base in
                try await browser.open("\(base)/app/screens/music")
                try await browser.waitForTitle("Music")
                // The copy is written after the screen is drawn: the page is not left before it is kept.
                try await WebClientSession.waitForCopy(browser, of: "music")
                try await browser.open("\(base)/app/")
                try await browser.waitForTitle("SDUI demo")
                // The network gone, as the page sees it (Chromium's offline emulation); the server itself
                // is not stopped under the browser's open connections.
                try await browser.devTools("Network.enable")
                try await browser.devTools("Network.emulateNetworkConditions",
                                           ["offline": true, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1])
                try await browser.tap("Music: composers, albums and playlists")
                try await browser.waitForTitle("Music")
                try await browser.waitForText("Offline: this is the last copy this browser kept")
                try await browser.back()
                try await browser.waitForTitle("SDUI demo")
                try await browser.tap("Profile")
                let offlineTitle = try #require(try WebClientSession.offlineTitle())
                try await browser.waitForTitle(offlineTitle)
            }
        }

        @Test("keyboard only: Tab reaches the music link and Enter opens it; a sheet opens with Enter, Escape closes it and the focus is back on its row")
        func keyboardOnly() async throws {
            try await WebClientSession.run { browser, base in
                try await browser.open("\(base)/app/")
                try await browser.waitForTitle("SDUI demo")
                var reached = false
                for _ in 0..<12 where !reached {
                    try await browser.press("\u{E004}")
                    reached = try await browser.focusedText().hasPrefix("Music: composers, albums and playlists")
                }
                #expect(reached, "Tab never reached the music banner")
                try await browser.press("\u{E007}")
                try await browser.waitForTitle("Music")
                try await browser.back()
                try await browser.waitForTitle("SDUI demo")
                var onLogin = false
                for _ in 0..<16 where !onLogin {
                    try await browser.press("\u{E004}")
                    onLogin = try await browser.focusedText() == "Log in›"
                }
                #expect(onLogin, "Tab never reached the Log in row")
                try await browser.press("\u{E007}")
                try await browser.waitUntil("return document.querySelector('dialog.sheet[open] .bar-title') !== null", "the login sheet")
                try await browser.press("\u{E00C}")
                try await browser.waitUntil("return document.querySelector('dialog.sheet') === null", "the sheet closed")
                try await browser.waitForTitle("SDUI demo")
                try await browser.waitUntil("return document.activeElement?.textContent.trim() === 'Log in›'", "the focus back on the Log in row")
            }
        }

        @Test("dark: the browser's dark scheme gives the dark surface, and every text stays readable")
        func dark() async throws {
            try await WebClientSession.run { browser, base in
                try await browser.devTools("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "dark"]]])
                try await browser.open("\(base)/app/screens/music")
                try await browser.waitForTitle("Music")
                let surface = try await browser.execute("return getComputedStyle(document.querySelector('.screen')).backgroundColor") as? String
                #expect(surface == "rgb(18, 18, 18)", "\(surface ?? "none")")
                try await browser.devTools("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "light"]]])
                try await browser.waitUntil("return getComputedStyle(document.querySelector('.screen')).backgroundColor === 'rgb(255, 255, 255)'",
                                            "the light surface once the scheme changes, without a reload")
            }
        }

        @Test("a Dutch browser gets the screens in Dutch and the client's own words in Dutch")
        func dutch() async throws {
            try await WebClientSession.run(languages: "nl-NL,nl") { browser, base in
                try await browser.open("\(base)/app/screens/scan-and-go/how-it-works")
                try await browser.waitForTitle("Zo werkt Scan & Go")
                try await browser.waitForText("Vier stappen, geen wachtrij")
                try await browser.waitForText("Diagnose")
            }
        }
    }
}
