import DemoServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSON
import Logging
import LoginContract
@testable import SDUIServer
import SDUITesting
import Synchronization
import Testing

/// The web client's login: the token in an HttpOnly cookie, read only with `SDUI-Client: web`.
@Suite("Web client's session cookie")
struct WebSessionCookieTests {
    static let web: HTTPFields = [HTTPField.Name("SDUI-Client")!: "web"]
    static let credentials: JSONValue = ["username": "ada@example.com", "password": "lovelace"]

    /// The demo server behind the real router, logging everything into `log`.
    static func run(log: RecordedLog, on setup: TestingSetup = .router,
                    _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let logger = log.logger(label: "web-session")
        let environment = try DemoServer.environment(configuration: ServerConfiguration(contentDirectory: TestServer.contentDirectory),
                                                     databasePath: ":memory:", passwordCost: .testing, logger: logger)
        let app = Application(router: try APIRoutes.makeRouter(environment: environment),
                              configuration: .init(address: .hostname("127.0.0.1", port: 0)), logger: logger)
        try await app.test(setup, test)
    }

    /// The `sdui_session` cookie's value and attributes from a `Set-Cookie` header.
    static func cookie(_ response: TestResponse) throws -> (value: String, attributes: [String]) {
        let header = try #require(response.headers[.setCookie], "no Set-Cookie")
        let parts = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        let first = try #require(parts.first)
        #expect(first.hasPrefix("sdui_session="))
        return (String(first.dropFirst("sdui_session=".count)), Array(parts.dropFirst()))
    }

    @Test("a web login sets an HttpOnly, SameSite=Strict, Path=/ cookie lasting as long as the token, and its answer holds no token")
    func webLoginSetsCookie() async throws {
        let log = RecordedLog()
        try await Self.run(log: log) { client in
            let login = try await client.send(LoginRoutes.signIn, json: Self.credentials, headers: Self.web)
            #expect(login.status == .ok)
            let (token, attributes) = try Self.cookie(login)
            #expect(token.count >= 43)
            #expect(attributes.contains("HttpOnly"))
            #expect(attributes.contains("SameSite=Strict"))
            #expect(attributes.contains("Path=/"))
            #expect(login.headers[.cacheControl] == "no-store")
            let answer = try login.json()
            #expect(answer["token"] == nil, "the token is not in the web client's answer")
            #expect(!login.text.contains(token))
            let expiresAt = try #require(answer["expiresAt"]?.intValue.map(Int64.init))
            let decoded = try JSONModelDecoder().decode(WebLoginResponse.self, from: login.bytes)
            #expect(decoded.expiresAt == expiresAt)
            let maxAge = try #require(attributes.first { $0.hasPrefix("Max-Age=") }.flatMap { Int64($0.dropFirst("Max-Age=".count)) })
            let left = expiresAt - Int64(Date.now.timeIntervalSince1970)
            #expect(abs(maxAge - left) <= 5, "Max-Age \(maxAge) against \(left) seconds left on the token")
            #expect(maxAge > 6 * 24 * 3600)
        }
    }

    @Test("the terminal's login (no SDUI-Client) sets no cookie and gets the token in its answer, as before")
    func terminalLoginSetsNoCookie() async throws {
        try await Self.run(log: RecordedLog()) { client in
            let login = try await client.send(LoginRoutes.signIn, json: Self.credentials)
            #expect(login.status == .ok)
            #expect(login.headers[.setCookie] == nil)
            #expect(try JSONModelDecoder().decode(LoginResponse.self, from: login.bytes).token.count >= 43)
            let wrong = try await client.send(LoginRoutes.signIn, json: ["username": "ada@example.com", "password": "nope"], headers: Self.web)
            #expect(wrong.status == .unauthorized)
            #expect(wrong.headers[.setCookie] == nil, "a failed login sets nothing")
        }
    }

    @Test("the cookie authenticates only with SDUI-Client: web; without the header it is ignored (a guest); Authorization wins")
    func cookieNeedsHeader() async throws {
        try await Self.run(log: RecordedLog()) { client in
            let token = try Self.cookie(try await client.send(LoginRoutes.signIn, json: Self.credentials, headers: Self.web)).value
            let cookie = "theme=dark; sdui_session=\(token)"
            var withHeader = Self.web
            withHeader[.cookie] = cookie
            let profile = try await client.get(.screen("profile"), headers: withHeader)
            #expect(profile.status == .ok)
            #expect(try TestServer.factory.makeScreen(from: profile.bytes).value.header?.title == "Ada Lovelace")
            #expect(profile.headers[.vary]?.contains("Cookie") == true, "caches key the answer on the cookie")

            // A cross-site page can make the browser send the cookie (were it not SameSite) but not the header.
            let withoutHeader = try await client.get(.screen("profile"), headers: [.cookie: cookie])
            #expect(withoutHeader.status == .unauthorized)
            let otherClient = try await client.get(.screen("profile"), headers: [.cookie: cookie, HTTPField.Name("SDUI-Client")!: "evil"])
            #expect(otherClient.status == .unauthorized)
            // Any other screen with the cookie and no header is a guest's.
            let guestHome = try await client.get(.screen("home"), headers: [.cookie: cookie])
            #expect(guestHome.status == .ok)

            // Per user: the web client's ETag for the profile is the terminal's for the same user.
            let bearer = try await client.get(.screen("profile"), headers: [.authorization: "Bearer \(token)"])
            #expect(bearer.headers[.eTag] == profile.headers[.eTag])
            // Authorization is read first: a bad bearer token is not rescued by a good cookie.
            var both = withHeader
            both[.authorization] = "Bearer nonsense"
            #expect(try await client.get(.screen("profile"), headers: both).status == .unauthorized)
            // A garbled cookie is a guest.
            var garbled = Self.web
            garbled[.cookie] = "sdui_session=\"<script>\""
            #expect(try await client.get(.screen("profile"), headers: garbled).status == .unauthorized)
        }
    }

    @Test("logout with the cookie revokes the token on the server and clears the cookie (Max-Age=0)")
    func logoutClearsAndRevokes() async throws {
        try await Self.run(log: RecordedLog()) { client in
            let token = try Self.cookie(try await client.send(LoginRoutes.signIn, json: Self.credentials, headers: Self.web)).value
            var headers = Self.web
            headers[.cookie] = "sdui_session=\(token)"
            #expect(try await client.get(.screen("profile"), headers: headers).status == .ok)
            let logout = try await client.execute(uri: "/v2/auth/logout", method: .post, headers: headers)
            #expect(logout.status == .noContent)
            let (value, attributes) = try Self.cookie(logout)
            #expect(value.isEmpty)
            #expect(attributes.contains("Max-Age=0"))
            #expect(attributes.contains("HttpOnly") && attributes.contains("SameSite=Strict") && attributes.contains("Path=/"))
            // Revoked: the same cookie, or the token as a bearer token, no longer signs in.
            #expect(try await client.get(.screen("profile"), headers: headers).status == .unauthorized)
            #expect(try await client.get(.screen("profile"), headers: [.authorization: "Bearer \(token)"]).status == .unauthorized)
            // The terminal's logout sets no cookie.
            let terminal = try await client.execute(uri: "/v2/auth/logout", method: .post, headers: [.authorization: "Bearer \(token)"])
            #expect(terminal.status == .noContent)
            #expect(terminal.headers[.setCookie] == nil)
        }
    }

    @Test("over plain HTTP on loopback the cookie is not Secure (the browser would drop it); a proxied or named host gets Secure")
    func secureOutsideLoopback() async throws {
        try await Self.run(log: RecordedLog(), on: .live) { client in
            let login = try await client.send(LoginRoutes.signIn, json: Self.credentials, headers: Self.web)
            #expect(login.status == .ok)
            #expect(!(try Self.cookie(login).attributes.contains("Secure")))
            var proxied = Self.web
            proxied[HTTPField.Name("X-Forwarded-Proto")!] = "https"
            let behindProxy = try await client.send(LoginRoutes.signIn, json: Self.credentials, headers: proxied)
            #expect(try Self.cookie(behindProxy).attributes.contains("Secure"))
        }
        func request(_ authority: String) -> Request {
            Request(head: HTTPRequest(method: .post, scheme: "http", authority: authority, path: "/v2/auth/login"), body: .init(buffer: ByteBuffer()))
        }
        #expect(WebSessionCookie.isSecure(request("sdui.example"), peer: "203.0.113.7"))
        #expect(WebSessionCookie.isSecure(request("sdui.example"), peer: "127.0.0.1"), "a proxy on this machine, the browser elsewhere")
        #expect(WebSessionCookie.isSecure(request("127.0.0.1:8080"), peer: "203.0.113.7"), "a loopback Host from elsewhere is not trusted")
        #expect(!WebSessionCookie.isSecure(request("127.0.0.1:8080"), peer: "127.0.0.1"))
        #expect(WebSessionCookie.isLoopbackHost("127.0.0.1:8080"))
        #expect(WebSessionCookie.isLoopbackHost("localhost"))
        #expect(WebSessionCookie.isLoopbackHost("[::1]:80"))
        #expect(!WebSessionCookie.isLoopbackHost("example.com"))
        #expect(!WebSessionCookie.isLoopbackHost("127.0.0.1.example.com"))
        #expect(!WebSessionCookie.isLoopbackAddress("10.0.0.1"))
        #expect(WebSessionCookie.isLoopbackAddress("::ffff:127.0.0.1"))
    }

    @Test("the token and the cookie never appear in the server's log, at any level")
    func neverLogged() async throws {
        let log = RecordedLog()
        let token = Mutex<String>("")
        try await Self.run(log: log) { client in
            let login = try await client.send(LoginRoutes.signIn, json: Self.credentials, headers: Self.web)
            let value = try Self.cookie(login).value
            token.withLock { $0 = value }
            var headers = Self.web
            headers[.cookie] = "sdui_session=\(value)"
            _ = try await client.get(.screen("profile"), headers: headers)
            _ = try await client.get(.screen("profile"), headers: [.cookie: "sdui_session=\(value)"])
            _ = try await client.execute(uri: "/v2/auth/logout", method: .post, headers: headers)
            _ = try await client.get(.screen("profile"), headers: headers)
        }
        let text = log.text
        let value = token.withLock { $0 }
        #expect(!value.isEmpty)
        #expect(text.contains("login"), "the log was captured")
        #expect(!text.contains(value))
        #expect(!text.contains("sdui_session"))
    }
}
