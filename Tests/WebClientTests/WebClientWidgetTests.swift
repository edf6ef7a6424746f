import Foundation
import SDUITesting
import Testing

extension WebClient {
    /// The home-screen widget at `/app/widget`, as `sdui widget --watch`
    /// shows it: the guest's message, then, logged in, the next parcel as a
    /// card that follows the database through the widget's live stream and
    /// opens the parcel through the deep-link route.
    @Suite("Web client: the widget in headless Chromium")
    struct WebClientWidgetTests {
        @Test("a guest's widget asks for a login; logged in it is the next parcel's card, follows a change with no reload, and opens the parcel")
        func widget() async throws {
            try await WebClientSession.runWithDatabase(label: "web-widget") { browser, base, database in
                try await browser.open("\(base)/app/widget")
                try await browser.waitForText("Log in to follow your parcels here")
                #expect(try await browser.execute("return document.querySelector('.widget-name')?.textContent") as? String == "Parcels")

                try await browser.open("\(base)/app/screens/login")
                try await browser.waitForTitle("Log in")
                try await WebClientSession.logIn(browser)
                try await browser.waitForTitle("Profile")

                try await browser.open("\(base)/app/widget")
                try await browser.waitForText("Your Sports Shop")
                let card = try await browser.execute("return document.querySelector('.widget-card')?.textContent ?? ''") as? String ?? ""
                #expect(card.contains("⛟") && card.contains("On its way") && card.contains("Today 18:00 – 20:00"), "the card: \(card)")
                let href = try await browser.execute("return document.querySelector('a.widget-card')?.getAttribute('href')") as? String
                #expect(href == "/app/link?url=https%3A%2F%2Fparcels.example%2Ftrack%2F3SABC1234567", "the card opens its deep link: \(href ?? "none")")

                // A change in the database reaches the open widget through its live stream, with no reload.
                let navigations = try await browser.execute("return performance.getEntriesByType('navigation').length") as? Int
                try await database.execute("UPDATE parcel SET status = ? WHERE code = ?", [.text("At the sorting centre"), .text("3SABC1234567")])
                try await browser.waitUntil("return document.querySelector('.widget-card')?.textContent.includes('At the sorting centre')",
                                            "the widget to follow the change")
                #expect(try await browser.execute("return performance.getEntriesByType('navigation').length") as? Int == navigations, "no reload")

                try await browser.click(try await browser.waitFor("a.widget-card"))
                try await browser.waitForTitle("Your Sports Shop")
                #expect(try await browser.currentURL() == "\(base)/app/screens/parcels/3SABC1234567")
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }
}
