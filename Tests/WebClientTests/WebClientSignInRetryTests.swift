import Foundation
import FoundationNetworking
import SDUITesting
import Testing

extension WebClient {
    /// The 401 flow as the terminal's `Session+Authentication` runs it: the
    /// login screen opens above the screen that asked, and once logged in the
    /// person is back on that screen, which loads again in its place, or whose
    /// command runs again.
    @Suite("Web client: back where the login was asked, in headless Chromium")
    struct WebClientSignInRetryTests {
        /// The browser's session token, as WebDriver reads the HttpOnly cookie no script in the page can.
        static func sessionToken(_ browser: WebDriver) async throws -> String {
            let cookies = try await browser.cookies()
            let cookie = try #require(cookies.first { $0["name"] as? String == "sdui_session" }, "no session cookie")
            return try #require(cookie["value"] as? String)
        }

        /// Sends `request` to the server with the login `token`; the answer's status and JSON.
        static func send(_ method: String, _ url: String, token: String) async throws -> (status: Int, json: [String: Any]?) {
            guard let address = URL(string: url) else { throw ServerFailure("not a URL: \(url)") }
            var request = URLRequest(url: address)
            request.httpMethod = method
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
            request.setValue("en", forHTTPHeaderField: "Accept-Language")
            let (data, response) = try await URLSession.shared.data(for: request)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, try? JSONSerialization.jsonObject(with: data) as? [String: Any])
        }

        /// The heart's label on the playlist screen (`♡ Add to favourites` or `♥ In your favourites`).
        static let heartLabel = "[...document.querySelectorAll('button')].map(b => b.textContent).find(t => /^[♡♥]/.test(t)) ?? null"

        @Test("a screen that asked for a login (the profile) is loaded again in its place: back from it leads home, not to the login screen")
        func screenReloadedInPlace() async throws {
            try await WebClientSession.run { browser, base in
                try await browser.open("\(base)/app/screens/home")
                try await browser.waitForTitle("SDUI demo")
                try await browser.tap("Profile")
                try await browser.waitForTitle("Log in")
                try await WebClientSession.logIn(browser)
                try await browser.waitForTitle("Profile")
                try await browser.waitForText("Ada Lovelace")
                // The login screen and what its `then` opened are closed: the home and the profile are left.
                try await browser.waitUntil("return document.querySelectorAll('.screen-frame').length === 2", "two screens on the stack")
                #expect(try await browser.currentURL().hasSuffix("/app/screens/profile"))
                try await browser.back()
                try await browser.waitForTitle("SDUI demo")
                let problems = WebClientSession.problems(try await browser.consoleMessages()).filter { !$0.contains("401") }
                #expect(problems.isEmpty, "\(problems)")
            }
        }

        @Test("a command answering 401 (the heart, with a login revoked elsewhere): its optimistic heart is put back, the login screen opens, and after logging in the person is back on the playlist with the heart set")
        func commandRunsAgainAfterLogin() async throws {
            try await WebClientSession.run { browser, base in
                try await browser.open("\(base)/app/screens/login")
                try await browser.waitForTitle("Log in")
                try await WebClientSession.logIn(browser)
                try await browser.waitForTitle("Profile")
                // The login is revoked on the server, as a logout on another device does; the browser still sends its cookie,
                // and the heart's command answers 401 for it (OwnerKey.required: the token is unknown or was revoked).
                let revoked = try await Self.send("POST", "\(base)/v2/auth/logout", token: try await Self.sessionToken(browser))
                #expect((200..<300).contains(revoked.status), "the logout answered \(revoked.status)")

                try await browser.open("\(base)/app/screens/playlists/baroque-essentials")
                try await browser.waitForTitle("Baroque Essentials")
                try await browser.waitUntil("return (\(Self.heartLabel)) === '♡ Add to favourites'", "the empty heart")
                // Every label the heart shows, in order, from here on.
                try await browser.execute("""
                    window.heartLabels = [];
                    const record = () => {
                      const label = \(Self.heartLabel);
                      if (label !== null && label !== window.heartLabels[window.heartLabels.length - 1]) window.heartLabels.push(label);
                    };
                    record();
                    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
                    """)
                try await browser.tap("♡ Add to favourites")
                try await browser.waitForTitle("Log in")
                try await browser.waitUntil("return window.heartLabels.length >= 3", "the heart filled and put back")
                let before = try await browser.execute("return window.heartLabels") as? [String] ?? []
                #expect(before == ["♡ Add to favourites", "♥ In your favourites", "♡ Add to favourites"],
                        "the optimistic heart, then put back when the command failed: \(before)")

                try await WebClientSession.logIn(browser)
                try await browser.waitForTitle("Baroque Essentials")
                try await browser.waitUntil("return (\(Self.heartLabel)) === '♥ In your favourites'", "the heart set by the command run again")
                #expect(try await browser.currentURL().hasSuffix("/app/screens/playlists/baroque-essentials"))
                // The favourite is Ada's now: her new login sees it on the server.
                let screen = try await Self.send("GET", "\(base)/v2/screens/playlists/baroque-essentials", token: try await Self.sessionToken(browser))
                #expect((screen.json?["initialState"] as? [String: Any])?["favourite"] as? Bool == true, "\(screen.json ?? [:])")
                try await browser.waitUntil("return document.querySelectorAll('.screen-frame').length === 1", "the playlist alone on the stack")
                let problems = WebClientSession.problems(try await browser.consoleMessages()).filter { !$0.contains("401") }
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }
}
