import Foundation
import HTTPTypes
import JSON
import LoginContract
import SDUITesting
import Testing

/// `GET /metrics`: what a Prometheus scrape of one server sees.
@Suite("Metrics")
struct MetricsTests {
    /// The value of the sample whose name and labels are exactly `series`.
    static func sample(_ series: String, in page: String) -> Double? {
        PrometheusSample.value(series, in: page)
    }

    @Test("requests by route pattern and status, latency, and render-cache hits and misses")
    func scrape() async throws {
        try await TestServer.run { client in
            #expect(try await client.get(.screen("home")).status == .ok)
            #expect(try await client.get(.screen("home")).status == .ok)
            #expect(try await client.get(.screen("no-such-screen")).status == .notFound)
            #expect(try await client.get("/definitely/not/a/route").status == .notFound)
            let login = try await client.send(LoginRoutes.signIn, version: 1, json: ["username": "ada@example.com", "password": "wrong"])
            #expect(login.status == .unauthorized)

            let response = try await client.get("/metrics")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
            #expect(response.headers[.cacheControl] == "no-store")
            let page = response.text
            let screens = #"route="/v{version}/screens/**""#
            #expect(Self.sample(#"sdui_http_requests_total{method="GET",\#(screens),status="200"}"#, in: page) == 2, "\(page)")
            #expect(Self.sample(#"sdui_http_requests_total{method="GET",\#(screens),status="404"}"#, in: page) == 1)
            #expect(Self.sample(#"sdui_http_requests_total{method="GET",route="NotFound",status="404"}"#, in: page) == 1,
                    "a path no route matches is counted under one label, never its own")
            #expect(Self.sample(#"sdui_http_requests_total{method="POST",route="/v{version}/auth/login",status="401"}"#, in: page) == 1)
            #expect(Self.sample(#"sdui_http_request_duration_seconds_count{method="GET",\#(screens)}"#, in: page) == 3)
            #expect(Self.sample(#"sdui_http_request_duration_seconds_bucket{method="GET",\#(screens),le="+Inf"}"#, in: page) == 3)
            #expect(Self.sample("sdui_render_cache_misses_total", in: page) == 1)
            #expect(Self.sample("sdui_render_cache_hits_total", in: page) == 1)
            #expect(!page.contains("no-such-screen") && !page.contains("definitely"), "raw paths never become labels")
        }
    }
}
