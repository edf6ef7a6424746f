import CurlTransport
import Glibc
import JSON
import Login
import SDUI
import SDUISession
import SDUITesting
import Testing

/// Login against the real reference server, over HTTP through libcurl.
@Suite("Login against the reference server")
struct LoginFlowTests {
    @Test("profile: 401, the login screen, log in, and the profile is shown in its place")
    func protectedScreen() async throws {
        try await LoginHarness.withTokenFolder(startingAt: "profile") { client, base, folder async throws in
            #expect(await client.paths == ["profile", "login"])
            let failed = await client.session.stack.first?.error
            guard case .unauthorized = failed else {
                Issue.record("expected the profile to fail with 401, got \(String(describing: failed))")
                return
            }
            #expect(client.http.requests.allSatisfy { $0.header("Authorization") == nil })

            #expect(try await client.logIn() == .completed)
            #expect(await client.paths == ["profile"])
            #expect(await client.session.top?.screen?.header?.title == "Ada Lovelace")
            let profileRequest = client.http.requests.last { $0.url.hasSuffix("/v2/screens/profile") }
            #expect(profileRequest?.header("Authorization")?.hasPrefix("Bearer ") == true)
            // login.json says `auth/login`: a v2 client posts it to its own version.
            #expect(client.http.requests.contains { $0.method == "POST" && $0.url == "\(base)/v2/auth/login" })
            #expect(!client.http.requests.contains { $0.url.contains("/v1/") })
            #expect(await client.store.isLoggedIn)
            #expect(folder.contents() == ["token.json"])
        }
    }

    @Test("logging in from the login screen runs its `then` and forgets the password")
    func loginScreenDirectly() async throws {
        try await LiveServer.run { base in
            let client = try LoginHarness(baseURL: base, tokenFile: nil)
            await client.session.start(at: "login")
            #expect(try await client.logIn() == .completed)
            #expect(await client.paths == ["login", "profile"])
            #expect(await client.session.top?.screen?.header?.subtitle == "ada@example.com")
            await client.session.back()
            #expect(await client.session.stateValue(forKey: "password") == nil)
            #expect(await client.session.stateValue(forKey: "email") == "ada@example.com")
        }
    }

    @Test("the server checks the form too: a malformed email it refuses is shown under the email field")
    func serverFieldCheck() async throws {
        try await LoginHarness.withTokenFolder(startingAt: "login") { client, base, folder async throws in
            await client.session.setState(.string("ada"), forKey: "email")
            await client.session.setState(.string("x"), forKey: "password")
            // Run without its button, as a client without the form's checks would.
            let outcome = await client.session.perform(try client.action("submit"))
            #expect(outcome == .failed("That is not an email address."))
            #expect(await client.session.top?.state.fieldError(forKey: "email") == "That is not an email address.")
            #expect(await client.session.top?.state.focusRequest?.componentID == "email", "the focus moves to the field")
            #expect(client.presenter.messages.isEmpty)
            #expect(client.http.requests.contains { $0.method == "POST" && $0.url == "\(base)/v2/auth/login" })
            #expect(folder.contents().isEmpty)
            // Through its button, the form's own check stops it before any request.
            let posts = client.http.requests.filter { $0.method == "POST" }.count
            #expect(try await client.logIn(email: "ada") == .failed("That is not an email address."))
            #expect(client.http.requests.filter { $0.method == "POST" }.count == posts)
        }
    }

    @Test("wrong credentials: the server's clear message, nothing stored, still on the form")
    func wrongCredentials() async throws {
        try await LoginHarness.withTokenFolder(startingAt: "login") { client, base, folder async throws in
            let outcome = try await client.logIn(password: "babbage")
            #expect(outcome == .failed("The email address or password is incorrect."))
            #expect(client.presenter.messages == ["The email address or password is incorrect."])
            #expect(await client.paths == ["login"])
            #expect(await !client.store.isLoggedIn)
            #expect(folder.contents().isEmpty)

            let empty = try await client.logIn(password: "")
            #expect(empty == .failed("Enter your password."))
        }
    }

    @Test("logout revokes the token on the server and deletes the file; the profile asks to log in again")
    func logout() async throws {
        try await LoginHarness.withTokenFolder(startingAt: "login") { client, base, folder async throws in
            #expect(try await client.logIn() == .completed)
            let token = try #require(client.sentToken)

            #expect(await client.session.perform(try client.action("logout"), from: "logout") == .completed)
            let logoutRequest = client.http.requests.last { $0.url.hasSuffix("/v2/auth/logout") }
            #expect(logoutRequest?.header("Authorization") == "Bearer \(token)")
            #expect(await !client.store.isLoggedIn)
            #expect(folder.contents().isEmpty)
            #expect(await client.session.top?.path == "home")

            // The old token no longer works on the server.
            let raw = CurlHTTPClient()
            let revoked = try await raw.send(OutgoingRequest(url: "\(base)/v1/screens/profile",
                                                             headers: [("Authorization", "Bearer \(token)")]))
            #expect(revoked.status == 401)

            // And the client sends none: the profile leads to the login screen again.
            #expect(await client.session.perform(.navigate(NavigateAction(destination: "profile"))) != .completed)
            #expect(await client.session.top?.path == "login")
        }
    }

    @Test("an expired token is discarded from the file, and one that expires later stops being sent")
    func expiredToken() async throws {
        let folder = try TemporaryDirectory()
        let file = "\(folder.path)/token.json"
        try await LiveServer.run { base in
            // A login that outlived its expiry while the app was closed.
            let clock = TestClock(Int64(time(nil)))
            let first = try LoginHarness(baseURL: base, tokenFile: file, clock: clock)
            await first.session.start(at: "login")
            #expect(try await first.logIn() == .completed)
            let expiry = try #require(await first.store.currentToken()?.expiresAt)

            clock.advance(by: expiry - clock.now + 1)
            let reopened = try LoginHarness(baseURL: base, tokenFile: file, clock: clock)
            #expect(await reopened.store.load() == .discardedExpired(expiredAt: expiry))
            #expect(folder.contents().isEmpty)
            await reopened.session.start(at: "profile")
            #expect(await reopened.paths == ["profile", "login"])
            #expect(reopened.http.requests.allSatisfy { $0.header("Authorization") == nil })

            // The first client's token expires while it runs: it is not sent any more.
            #expect(await first.session.perform(.navigate(NavigateAction(destination: "profile"))) != .completed)
            #expect(await first.session.top?.path == "login")
            let last = first.http.requests.last { $0.url.hasSuffix("/v2/screens/profile") }
            #expect(last?.header("Authorization") == nil)
        }
    }

    @Test("the token goes to the server's origin only: not to another port, nor to another host name")
    func otherOrigins() async throws {
        try await LiveServer.run { base in
            try await LiveServer.run { otherBase in
                let client = try LoginHarness(baseURL: base, tokenFile: nil)
                await client.session.start(at: "login")
                #expect(try await client.logIn() == .completed)

                let same = try await client.api.send(OutgoingRequest(url: "\(base)/hello"))
                #expect(same.status == 200)
                #expect(client.http.requests.last?.header("Authorization") != nil)

                // A second server on another port: a different origin.
                let other = try await client.api.send(OutgoingRequest(url: "\(otherBase)/v1/screens/profile"))
                #expect(other.status == 401)
                #expect(client.http.requests.last?.url == "\(otherBase)/v1/screens/profile")
                #expect(client.http.requests.last?.header("Authorization") == nil)

                // The same server under another host name is another origin too.
                let port = base.split(separator: ":").last.map(String.init) ?? ""
                let byName = try await client.api.send(OutgoingRequest(url: "http://localhost:\(port)/hello"))
                #expect(byName.status == 200)
                #expect(client.http.requests.last?.header("Authorization") == nil)
            }
        }
    }

    @Test("the token file is mode 0600 with no temporary file left, and survives a restart")
    func tokenFile() async throws {
        let folder = try TemporaryDirectory()
        let file = "\(folder.path)/state/sdui/token.json"
        try await LiveServer.run { base in
            let client = try LoginHarness(baseURL: base, tokenFile: file)
            await client.session.start(at: "login")
            #expect(try await client.logIn() == .completed)
            var status = stat()
            #expect(stat(file, &status) == 0)
            #expect(status.st_mode & S_IFMT == S_IFREG)
            #expect(status.st_mode & 0o7777 == 0o600)
            var folderStatus = stat()
            #expect(stat("\(folder.path)/state/sdui", &folderStatus) == 0)
            #expect(folderStatus.st_mode & 0o777 == 0o700)
            #expect(folder.contents() == ["state"])

            let restarted = try LoginHarness(baseURL: base, tokenFile: file)
            guard case .loaded = await restarted.store.load() else {
                Issue.record("the saved login was not loaded")
                return
            }
            await restarted.session.start(at: "profile")
            #expect(await restarted.paths == ["profile"])
            #expect(await restarted.session.top?.screen?.header?.title == "Ada Lovelace")
        }
    }

    @Test("the token never appears in descriptions, dumps, messages or errors")
    func redaction() async throws {
        try await LoginHarness.withTokenFolder(startingAt: "login") { client, base, folder async throws in
            #expect(try await client.logIn() == .completed)
            let secret = try #require(client.sentToken)
            let token = try #require(await client.store.currentToken())
            var dumped = ""
            dump(token, to: &dumped)
            var texts = [String(describing: token), String(reflecting: token), "\(token)", dumped,
                         String(describing: await client.store.load()), String(describing: client.store)]
            texts += client.presenter.messages
            // A failure while the token is in use mentions no token either.
            let unreachable = try LoginHarness(baseURL: "http://127.0.0.1:9", tokenFile: "\(folder.path)/token.json")
            await unreachable.session.start(at: "profile")
            if let error = await unreachable.session.top?.error { texts.append(error.description) }
            for text in texts {
                #expect(!text.contains(secret), "the token leaked into: \(text.prefix(80))…")
            }
            #expect(String(describing: token).contains("<redacted>"))
        }
    }
}
