import JSON
import SDUI
import SDUISession
import SDUITesting
import Testing

/// A screen opened from a deep link takes its path from the server's answer
/// (`SDUI-Screen-Path`): refreshing it, its timed refresh and going back to
/// it ask for the screen, never for `/screens/https://…`; a first load that
/// failed asks the server to resolve the link again.
@Suite("Deep-linked entries")
struct DeepLinkEntryTests {
    static let link = "https://parcels.example/track/3SABC1234567"
    static let deepLinkURL = "\(Harness.base)/v1/deeplinks?url=\(APIRoute.percentEncoded(link))"

    static func answerLink(_ http: InMemoryHTTPClient, screenPath: String? = "parcels/3SABC1234567") {
        http.route(deepLinkURL) { request in
            var headers: [(name: String, value: String)] = [("Content-Type", "application/json")]
            if let screenPath { headers.append((APIHeader.screenPath, screenPath)) }
            return HTTPResponse(status: 200, headers: headers, body: Array(Harness.screen("parcel", title: "Your parcel").utf8),
                                url: request.url)
        }
    }

    @Test("the entry becomes the screen's path with the first answer, and a refresh asks for the screen")
    func refreshAsksForTheScreen() async throws {
        let harness = try Harness()
        Self.answerLink(harness.http)
        harness.http.route(Harness.screenURL("parcels/3SABC1234567"), json: Harness.screen("parcel", title: "Your parcel, updated"))
        let outcome = await harness.session.start(deepLink: Self.link)
        #expect(outcome == .completed)
        let opened = try #require(await harness.session.top)
        #expect(opened.location == .screen("parcels/3SABC1234567"))
        #expect(await harness.session.refresh() == .completed)
        #expect(harness.http.requests.map(\.url) == [Self.deepLinkURL, Harness.screenURL("parcels/3SABC1234567")])
        #expect(await harness.session.top?.screen?.title == "Your parcel, updated")
        #expect(!harness.http.requests.contains { $0.url.contains("/screens/https") })
    }

    @Test("a failed first load is retried by resolving the link again")
    func retryResolvesTheLinkAgain() async throws {
        let harness = try Harness()
        harness.http.disconnect(Self.deepLinkURL)
        #expect(await harness.session.start(deepLink: Self.link) != .completed)
        #expect(await harness.session.top?.location == .deepLink(Self.link))
        Self.answerLink(harness.http)
        await harness.session.retry()
        #expect(await harness.session.top?.screen?.title == "Your parcel")
        #expect(await harness.session.top?.location == .screen("parcels/3SABC1234567"))
        #expect(harness.http.requests.map(\.url) == [Self.deepLinkURL, Self.deepLinkURL])
    }

    @Test("an answer without the header (an older server) keeps the link: a refresh resolves it again")
    func olderServerKeepsTheLink() async throws {
        let harness = try Harness()
        Self.answerLink(harness.http, screenPath: nil)
        _ = await harness.session.start(deepLink: Self.link)
        #expect(await harness.session.top?.location == .deepLink(Self.link))
        _ = await harness.session.refresh()
        #expect(harness.http.requests.map(\.url) == [Self.deepLinkURL, Self.deepLinkURL])
    }

    @Test("a header that is not a screen path is not taken for one")
    func hostileHeaderIsIgnored() async throws {
        let harness = try Harness()
        Self.answerLink(harness.http, screenPath: "../../etc/passwd")
        _ = await harness.session.start(deepLink: Self.link)
        #expect(await harness.session.top?.location == .deepLink(Self.link))
    }

    @Test("a navigate destination that is not a screen path fails its entry without a request, and so does its retry")
    func invalidDestination() async throws {
        let harness = try Harness()
        harness.http.route(Harness.screenURL("home"), json: Harness.screen("home", title: "Home"))
        await harness.session.start(at: "home")
        let outcome = await harness.session.perform(.navigate(NavigateAction(destination: "https://evil.example/x")), from: nil)
        guard case .failed(let message) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(message.contains("is not a screen path"), "\(message)")
        await harness.session.retry()
        #expect(harness.http.requests.map(\.url) == [Harness.screenURL("home")])
        #expect(await harness.session.top?.error == .invalidDestination(
            "https://evil.example/x", reason: "'https://evil.example/x' is a URL or carries a query, not a screen path"))
    }
}
