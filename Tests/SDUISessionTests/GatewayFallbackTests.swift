import SDUI
import SDUISession
import SDUITesting
import Testing

/// Something between the client and the server answers instead of it: a
/// gateway that cannot reach the server (502/503/504) or a captive portal's
/// HTML sign-in page. The stored copy is worth more than the error then; the
/// server's own errors are still shown as errors.
@Suite("Gateway and captive-portal fallback")
struct GatewayFallbackTests {
    static func loadHomeThen(_ broken: @escaping InMemoryHTTPClient.Handler) async throws -> (Harness, ScreenLoad?, LoadError?) {
        let harness = try Harness()
        harness.http.route(Harness.screenURL("home"), json: Harness.screen("home", title: "Home"), etag: "\"1\"")
        _ = try await harness.session.api.screen(at: "home")
        harness.http.route(Harness.screenURL("home"), broken)
        do throws(LoadError) {
            return (harness, try await harness.session.api.screen(at: "home"), nil)
        } catch {
            return (harness, nil, error)
        }
    }

    static func answer(_ status: Int, contentType: String, body: String) -> InMemoryHTTPClient.Handler {
        { request throws(TransportError) in
            HTTPResponse(status: status, headers: [("Content-Type", contentType)], body: Array(body.utf8), url: request.url)
        }
    }

    @Test("a gateway that cannot reach the server: the last copy, marked offline", arguments: [502, 503, 504])
    func gatewayErrors(_ status: Int) async throws {
        let (_, load, error) = try await Self.loadHomeThen(Self.answer(status, contentType: "text/html", body: "<h1>Bad gateway</h1>"))
        #expect(error == nil)
        #expect(load?.source == .offlineCopy)
        #expect(load?.decoded.value.title == "Home")
    }

    @Test("a captive portal's HTML page with 200: the last copy, marked offline")
    func captivePortal() async throws {
        let portal = Self.answer(200, contentType: "text/html; charset=utf-8", body: "<html><form>Accept the terms</form></html>")
        let (_, load, error) = try await Self.loadHomeThen(portal)
        #expect(error == nil)
        #expect(load?.source == .offlineCopy)
    }

    @Test("the server's own errors stay errors, copy or not", arguments: [400, 404, 410, 500])
    func serverErrors(_ status: Int) async throws {
        let body = #"{"error": {"code": "x", "message": "the server says no"}}"#
        let (_, load, error) = try await Self.loadHomeThen(Self.answer(status, contentType: "application/json", body: body))
        #expect(load?.url == nil, "no copy is shown for the server's own error")
        #expect(error == .server(url: Harness.screenURL("home"), status: status, message: "the server says no"))
    }

    @Test("without a copy, a captive portal is still the typed content-type error")
    func portalWithoutCopy() async throws {
        let harness = try Harness()
        harness.http.route(Harness.screenURL("home"), Self.answer(200, contentType: "text/html", body: "<html></html>"))
        await harness.session.start(at: "home")
        #expect(await harness.session.top?.error == .unexpectedContentType(url: Harness.screenURL("home"), contentType: "text/html"))
    }
}
