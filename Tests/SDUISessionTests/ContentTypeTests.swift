import SDUI
import SDUISession
import SDUITesting
import Testing

/// A successful answer must say it is JSON (or say nothing): anything else is
/// refused as `unexpectedContentType`, naming the URL and the type, before
/// the body is decoded.
@Suite("Response content types")
struct ContentTypeTests {
    /// Answers `url` with a good screen (or `body`) under `contentType` (nil: no header at all).
    static func route(_ harness: Harness, _ url: String, contentType: String?, status: Int = 200,
                      body: String = Harness.screen("typed", title: "Typed")) {
        harness.http.route(url) { request in
            let headers: [(name: String, value: String)] = contentType.map { [("Content-Type", $0)] } ?? []
            return HTTPResponse(status: status, headers: headers, body: Array(body.utf8), url: request.url)
        }
    }

    @Test(arguments: [
        "application/json", "application/json; charset=utf-8", "Application/JSON;charset=UTF-8", " application/json ",
        "application/problem+json", "application/vnd.sdui.screen+json; version=2", "",
    ])
    func jsonTypesAreAccepted(contentType: String) async throws {
        let harness = try Harness()
        Self.route(harness, Harness.screenURL("typed"), contentType: contentType)
        await harness.session.start(at: "typed")
        let top = try #require(await harness.session.top)
        #expect(top.error == nil, "\(String(describing: top.error))")
        #expect(top.screen?.title == "Typed")
    }

    @Test func aMissingContentTypeIsTolerated() async throws {
        let harness = try Harness()
        Self.route(harness, Harness.screenURL("typed"), contentType: nil)
        await harness.session.start(at: "typed")
        #expect(await harness.session.top?.screen?.title == "Typed")
    }

    @Test(arguments: [
        "text/html", "text/html; charset=utf-8", "text/plain", "text/json", "application/jsonp",
        "application/json-seq", "application/+json", "application/xml", "json", "multipart/form-data; boundary=+json",
    ])
    func otherTypesAreRefusedEvenWithAGoodBody(contentType: String) async throws {
        let harness = try Harness()
        let url = Harness.screenURL("typed")
        Self.route(harness, url, contentType: contentType)
        await harness.session.start(at: "typed")
        let top = try #require(await harness.session.top)
        #expect(top.error == .unexpectedContentType(url: url, contentType: contentType))
        #expect(top.screen == nil)
        #expect(top.error?.description == "\(url) sent '\(contentType)' instead of JSON (application/json)")
    }

    @Test func anHTMLPageIsReportedAsHTMLNotAsAParseError() async throws {
        let harness = try Harness()
        let url = Harness.screenURL("portal")
        Self.route(harness, url, contentType: "text/html", body: "<html><body>Sign in to the Wi-Fi</body></html>")
        harness.http.route(Harness.screenURL("home"), json: Harness.screen("home", title: "Home"))
        await harness.session.start(at: "home")
        let outcome = await harness.session.perform(.navigate(NavigateAction(
            destination: "portal", prefetched: PrefetchedScreen(title: "Portal", header: Header(title: "Kept")))))
        let failed = try #require(await harness.session.top)
        #expect(failed.error == .unexpectedContentType(url: url, contentType: "text/html"))
        #expect(outcome == .failed("\(url) sent 'text/html' instead of JSON (application/json)"))
        #expect(failed.header?.title == "Kept")
        #expect(await harness.session.back())
        #expect(await harness.session.top?.screen?.title == "Home")
    }

    @Test func anErrorStatusWinsOverTheType() async throws {
        // A 500 page in HTML is a server error with the page's start as the message.
        let harness = try Harness()
        let url = Harness.screenURL("down")
        Self.route(harness, url, contentType: "text/html", status: 502, body: "<h1>Bad Gateway</h1>")
        await harness.session.start(at: "down")
        #expect(await harness.session.top?.error == .server(url: url, status: 502, message: "<h1>Bad Gateway</h1>"))
    }

    @Test func notModifiedWithoutATypeReusesTheCopy() async throws {
        let harness = try Harness()
        harness.http.route(Harness.screenURL("home"), json: Harness.screen("home", title: "Home"), etag: "\"h1\"")
        await harness.session.start(at: "home")
        #expect(await harness.session.refresh() == .completed)
        #expect(harness.http.requests.last?.header("If-None-Match") == "\"h1\"")
        let top = try #require(await harness.session.top)
        #expect(top.load?.source == .notModified)
        #expect(top.screen?.title == "Home")
    }

    @Test func aCommandResultMustBeJSON() async throws {
        let harness = try Harness()
        harness.http.route(Harness.screenURL("home"), json: Harness.screen("home", title: "Home"))
        let url = "\(Harness.base)/v1/commands/save"
        Self.route(harness, url, contentType: "text/plain", body: #"{"type": "done", "message": "Saved"}"#)
        await harness.session.start(at: "home")
        let outcome = await harness.session.perform(.command(CommandAction(url: "/v1/commands/save")))
        let reason = "\(url) sent 'text/plain' instead of JSON (application/json)"
        #expect(outcome == .failed(reason))
        #expect(harness.presenter.messages == ["The request failed: \(reason)"])
        #expect(await harness.session.top?.screen?.title == "Home")
    }

    @Test func aWidgetMustBeJSON() async throws {
        let harness = try Harness()
        let url = "\(Harness.base)/v1/widget"
        Self.route(harness, url, contentType: "text/html",
                   body: #"{"type": "shipment", "title": "Sports shop", "url": "https://parcels.example/t/1"}"#)
        await #expect(throws: LoadError.unexpectedContentType(url: url, contentType: "text/html")) {
            try await harness.session.api.widget()
        }
    }
}
