import Foundation
import SDUITesting
import Testing

extension WebClient {
    /// Logging in from the web client: the token kept by the browser in an
    /// HttpOnly cookie that the page's scripts cannot read.
    @Suite("Web client: login in headless Chromium")
    struct WebClientLoginTests {
        @Test("the profile asks for a login; the demo user logs in and sees it; the page cannot read the token; after logging out the profile asks again")
        func loginAndLogout() async throws {
            try await WebClientSession.run { browser, base in
                try await browser.open("\(base)/app/screens/home")
                try await browser.waitForTitle("SDUI demo")
                // A 401 opens the login screen above the profile, as in the terminal.
                try await browser.tap("Profile")
                try await browser.waitForTitle("Log in")
                try await WebClientSession.logIn(browser)
                try await browser.waitForTitle("Profile")
                try await browser.waitForText("Ada Lovelace")

                // The browser holds the session, HttpOnly and SameSite=Strict; the page's scripts see none of it.
                let cookies = try await browser.cookies()
                let session = try #require(cookies.first { $0["name"] as? String == "sdui_session" }, "no session cookie in \(cookies.map { $0["name"] })")
                let token = try #require(session["value"] as? String)
                #expect(token.count >= 43)
                #expect(session["httpOnly"] as? Bool == true)
                #expect(session["sameSite"] as? String == "Strict")
                #expect(session["path"] as? String == "/")
                let pageCookies = try await browser.execute("return document.cookie") as? String
                #expect(pageCookies?.contains(token) == false, "document.cookie: \(pageCookies ?? "nil")")
                #expect(pageCookies?.contains("sdui_session") == false)
                // The password was forgotten once it had done its job: no field on any screen of the stack still holds it.
                let kept = try await browser.execute("""
                    return [...document.querySelectorAll("input[data-state-key='password']")].map(i => i.value).join('')
                    """) as? String
                #expect(kept == "")

                try await browser.tap("Log out")
                try await browser.waitForTitle("SDUI demo")
                let after = try await browser.cookies()
                #expect(!after.contains { $0["name"] as? String == "sdui_session" }, "the cookie is cleared on logout")
                try await browser.tap("Profile")
                try await browser.waitForTitle("Log in")
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                    .filter { !$0.contains("401") }  // the profile's 401 is the browser's own note of an answer, not a fault
                #expect(problems.isEmpty, "\(problems)")
            }
        }

        @Test("wrong credentials show the server's message and leave the form for another try")
        func wrongPassword() async throws {
            try await WebClientSession.run { browser, base in
                try await browser.open("\(base)/app/screens/login")
                try await browser.waitForTitle("Log in")
                try await WebClientSession.logIn(browser, password: "babbage")
                try await browser.waitForText("The email address or password is incorrect.")
                let cookies = try await browser.cookies()
                #expect(!cookies.contains { $0["name"] as? String == "sdui_session" })
            }
        }
    }
}
