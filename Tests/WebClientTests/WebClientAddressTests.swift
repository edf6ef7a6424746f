import Foundation
import SDUITesting
import Testing

extension WebClient {
    /// The addresses a person brings from outside: a deep link, and a deep
    /// screen reloaded after its list was read to the end.
    @Suite("Web client: deep links, a paged list to its last row, and a reload on a deep screen")
    struct WebClientAddressTests {
        @Test("/app/link?url= opens a deep link through the server's deep-link route, and the address becomes the screen's; a link the server refuses is said with its reason")
        func deepLink() async throws {
            try await WebClientSession.run { browser, base in
                let link = "https://parcels.example/scan-and-go?location=AMS-01"
                try await browser.open("\(base)/app/link?url=\(link.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? link)")
                try await browser.waitForTitle("Scan & Go")
                try await browser.waitForText("Amsterdam Centraal")
                #expect(try await browser.currentURL() == "\(base)/app/screens/scan-and-go/AMS-01", "the address is the screen's, so reload and back work")
                try await browser.reload()
                try await browser.waitForText("Amsterdam Centraal")
                // A link the app does not open: the server's refusal, in its words, on the page.
                let refused = "https://elsewhere.example/scan-and-go/AMS-01"
                try await browser.open("\(base)/app/link?url=\(refused.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? refused)")
                try await browser.waitForText("links to elsewhere.example/scan-and-go/AMS-01 are not opened by the app")
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "\(problems)")
            }
        }

        @Test("Beethoven's complete works read to the last row as the list scrolls (every work, each once, in order); a reload on that deep screen draws it again")
        func pagedListToItsLastRow() async throws {
            try await WebClientSession.runWithDatabase(label: "web-pages") { browser, base, database in
                let works = try await database.query("SELECT title FROM catalogueWork WHERE composerID = ? ORDER BY number", [.text("beethoven")])
                    .map { try $0.text(0) }
                #expect(works.count > 100, "the list continues over several pages")
                try await browser.open("\(base)/app/screens/composers/beethoven/works")
                _ = try await browser.waitFor("[data-sdui-id='works-list']")
                // Scroll to the end until the list has no more pages; each page comes as its link nears the view.
                let drawnTitles = "return [...document.querySelectorAll('[data-sdui-id=\"works-list\"] .title')].map(e => e.textContent)"
                var shown: [String] = []
                let complete = await eventually(timeout: .seconds(60)) {
                    _ = try? await browser.execute("window.scrollTo(0, document.body.scrollHeight)")
                    shown = (try? await browser.execute(drawnTitles) as? [String]) ?? []
                    let more = (try? await browser.execute("return document.querySelector('.page-link') !== null") as? Bool) ?? true
                    return !more && shown.count >= works.count
                }
                #expect(complete, "the list reached its end: \(shown.count) of \(works.count) rows")
                #expect(shown == works, "every work once, in order (first difference at row \(Array(zip(shown, works)).firstIndex { $0.0 != $0.1 } ?? min(shown.count, works.count)))")
                try await browser.reload()
                try await browser.waitForTitle("Complete works")
                #expect(try await browser.currentURL() == "\(base)/app/screens/composers/beethoven/works")
                let first = try await browser.execute(drawnTitles) as? [String] ?? []
                #expect(first.first == works.first, "the reloaded screen starts the list again")
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }
}
