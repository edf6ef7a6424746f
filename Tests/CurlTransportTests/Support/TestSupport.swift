import CurlTransport
import SDUI
import Testing

/// Both ways a client can run its transfers, for tests that must hold for each.
let executions: [CurlHTTPClient.Execution] = [.eventLoop, .callingThread]

/// A client under test. A calling-thread client's requests are sent from a
/// thread of their own (`ThreadExecutor`), as a program using that execution
/// sends them.
final class TestClient: Sendable {
    let client: CurlHTTPClient
    private let executor: ThreadExecutor?

    init(_ execution: CurlHTTPClient.Execution, connectTimeout: Double = TestLimits.connect, totalTimeout: Double = TestLimits.total,
         maxResponseBytes: Int = 1_000_000, maxRedirects: Int = 3) {
        client = CurlHTTPClient(
            configuration: testConfiguration(connectTimeout: connectTimeout, totalTimeout: totalTimeout,
                                             maxResponseBytes: maxResponseBytes, maxRedirects: maxRedirects),
            execution: execution)
        executor = execution == .callingThread ? ThreadExecutor() : nil
    }

    deinit {
        executor?.stop()
    }

    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        guard let executor else { return try await client.send(request) }
        let client = self.client
        let result: Result<HTTPResponse, TransportError> = await withTaskExecutorPreference(executor) {
            if !executor.isCurrent { Issue.record("a calling-thread request was sent from a thread that is not its own") }
            do throws(TransportError) {
                return .success(try await client.send(request))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// How long a test's request may take unless the test is about the limit
/// itself (those pass their own, small ones): far above any transfer on
/// loopback, so a machine busy with the whole suite does not time out a
/// redirect or a body (a 5 s total did, beside servers starting in parallel).
enum TestLimits {
    static let connect: Double = 30
    static let total: Double = 60
}

/// A client with the test limits; a test about a limit passes its own, small one.
func makeClient(
    connectTimeout: Double = TestLimits.connect, totalTimeout: Double = TestLimits.total, maxResponseBytes: Int = 1_000_000, maxRedirects: Int = 3
) -> CurlHTTPClient {
    CurlHTTPClient(configuration: testConfiguration(connectTimeout: connectTimeout, totalTimeout: totalTimeout,
                                                    maxResponseBytes: maxResponseBytes, maxRedirects: maxRedirects))
}

/// The limits of `makeClient` and `TestClient`.
func testConfiguration(connectTimeout: Double, totalTimeout: Double, maxResponseBytes: Int, maxRedirects: Int)
    -> CurlHTTPClient.Configuration {
    .init(connectTimeout: connectTimeout, totalTimeout: totalTimeout,
          maxResponseBytes: maxResponseBytes, maxRedirects: maxRedirects, userAgent: "sdui-tests/1.0")
}

/// The error `send` ended with; records an issue (and returns nil) when it
/// returned a response instead.
func failure(
    of request: OutgoingRequest, on client: CurlHTTPClient, sourceLocation: SourceLocation = #_sourceLocation
) async -> TransportError? {
    await failure(of: request, sentBy: client.send, sourceLocation: sourceLocation)
}

/// `failure(of:on:)` for a `TestClient`.
func failure(
    of request: OutgoingRequest, on client: TestClient, sourceLocation: SourceLocation = #_sourceLocation
) async -> TransportError? {
    await failure(of: request, sentBy: client.send, sourceLocation: sourceLocation)
}

private func failure(
    of request: OutgoingRequest, sentBy send: (OutgoingRequest) async throws(TransportError) -> HTTPResponse,
    sourceLocation: SourceLocation
) async -> TransportError? {
    do {
        let response = try await send(request)
        Issue.record("expected an error, got HTTP \(response.status) from \(response.url)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

extension TransportError {
    /// The case name, for asserting on errors whose detail is libcurl's text.
    var kind: String {
        switch self {
        case .invalidURL: return "invalidURL"
        case .insecureURL: return "insecureURL"
        case .cannotConnect: return "cannotConnect"
        case .timeout: return "timeout"
        case .tooSlow: return "tooSlow"
        case .tls: return "tls"
        case .httpStatus: return "httpStatus"
        case .tooLarge: return "tooLarge"
        case .headersTooLarge: return "headersTooLarge"
        case .notHTTP: return "notHTTP"
        case .redirectRefused: return "redirectRefused"
        case .redirectToNonHTTP: return "redirectToNonHTTP"
        case .tooManyRedirects: return "tooManyRedirects"
        case .connectionFailed: return "connectionFailed"
        case .cancelled: return "cancelled"
        }
    }
}
