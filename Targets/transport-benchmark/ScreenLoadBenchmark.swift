import CurlTransport
import SDUI
import SDUISession

/// Times what a user waits for: from asking `APIClient` for a screen to
/// holding the decoded `Screen`, on a real server's URL, request by request,
/// so the script can print medians and 90th percentiles next to `curl`.
///
/// Series (milliseconds per request, one line each, `samples NAME v1 v2 …`);
/// the reused-client series are measured in turn, request by request:
/// - `api-reused`: one client, connection kept, full body every time
///   (`revalidate: false`), decoded by the `ScreenFactory`;
/// - `api-cold`: a new `CurlHTTPClient` and `APIClient` per request (new
///   event-loop thread, new connection), as a freshly started client;
/// - `api-304`: one client revalidating with its ETag (the server answers
///   304, the stored body is decoded again): what a refresh costs;
/// - `send-reused`: the same request with the same headers through
///   `APIClient.send`, not decoded, to separate transfer from decoding.
struct ScreenLoadBenchmark {
    let endpoint: ServerEndpoint
    let path: ScreenPath
    let count: Int

    static let userAgent = "transport-benchmark/1.0"
    /// Core types only, like any client without features; the server sends fallbacks for the rest.
    let factory = ScreenFactory(delegate: FeatureRegistry())

    func makeAPI(http: CurlHTTPClient) -> APIClient {
        APIClient(http: http, endpoint: endpoint, factory: factory, userAgent: Self.userAgent)
    }

    /// Runs every series and prints them, with the headers and size that `curl` must reproduce.
    func run() async throws(LoadError) {
        let url = endpoint.screenURL(path)
        let api = makeAPI(http: CurlHTTPClient())
        // Warm-up: opens the connection and lets the server fill its caches, as in a running client.
        var components = 0
        for _ in 0..<5 { components = try await api.screen(url: url, revalidate: false).decoded.value.allComponents.count }
        let probe = try await api.send(OutgoingRequest(method: "GET", url: url))
        print("url \(url)")
        print("bytes \(probe.body.count)")
        print("components \(components)")
        print("capabilities \(factory.capabilities.headerValue)")
        print("api-version \(endpoint.apiVersion)")
        print("user-agent \(Self.userAgent)")

        _ = try await api.screen(url: url)   // remembers the ETag for the 304 series
        // Round robin over one client, so a change in the machine's load hits these series alike.
        var reused: [Double] = [], cold: [Double] = [], revalidated: [Double] = [], sent: [Double] = []
        for _ in 0..<count {
            reused.append(try await Self.time { () async throws(LoadError) in _ = try await api.screen(url: url, revalidate: false) })
            revalidated.append(try await Self.time { () async throws(LoadError) in
                let load = try await api.screen(url: url)
                guard load.source == .notModified else {
                    throw .server(url: url, status: 200, message: "expected a 304 on revalidation, got a new body")
                }
            })
            sent.append(try await Self.time { () async throws(LoadError) in
                let response = try await api.send(OutgoingRequest(method: "GET", url: url))
                guard response.status == 200 else {
                    throw .server(url: url, status: response.status, message: "unexpected status")
                }
            })
        }
        // Cold clients in a block of their own: a released client's thread winds down (closing its
        // connection) while the next request runs, which would slow the reused series unfairly.
        for _ in 0..<count {
            // Created inside the measurement, released after it.
            let coldStart = ContinuousClock.now
            let fresh = makeAPI(http: CurlHTTPClient())
            _ = try await fresh.screen(url: url, revalidate: false)
            withExtendedLifetime(fresh) { cold.append(Self.milliseconds(ContinuousClock.now - coldStart)) }
        }
        printSeries("api-reused", reused)
        printSeries("api-cold", cold)
        printSeries("api-304", revalidated)
        printSeries("send-reused", sent)
    }

    private func printSeries(_ name: String, _ milliseconds: [Double]) {
        print("samples \(name) " + milliseconds.map { rounded($0, places: 4) }.joined(separator: " "))
    }

    /// Milliseconds `body` took on the continuous clock.
    static func time(_ body: () async throws(LoadError) -> Void) async throws(LoadError) -> Double {
        let start = ContinuousClock.now
        try await body()
        return milliseconds(ContinuousClock.now - start)
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
