import SDUI

/// The live `HTTPClient`: libcurl, driven by one event-loop thread per client
/// (or, for a one-shot program, on the calling thread: `Execution`).
///
/// ```swift
/// let client = CurlHTTPClient(configuration: .init(totalTimeout: 10))
/// let response = try await client.send(OutgoingRequest(url: "https://api.example.com/screens/home"))
/// try response.requireSuccess()
/// ```
///
/// Why it looks the way it does:
/// - With `.eventLoop` (the default), transfers wait in the loop thread's
///   `curl_multi_poll`, never on a cooperative thread, and requests to one
///   origin share connections. Keep one client for the life of the app: its
///   connections go with it. `.callingThread` is for one-shot programs.
/// - The URL is checked before anything is sent: only `https`, or `http` to
///   loopback (`localhost`, 127.0.0.0/8, `::1`). Refused URLs cause no traffic.
/// - Redirects are followed here, not by libcurl, and only within the same
///   origin, so headers such as a bearer token never reach another host.
/// - TLS certificates and host names are always verified.
/// - Every failure is a `TransportError` that names the URL and what went wrong;
///   non-2xx statuses are responses, for the session to act on.
/// - The headers sent are the request's (plus `configuration.userAgent` when it
///   has none); libcurl adds only what HTTP needs (`Host`, `Content-Length`,
///   `Accept-Encoding` for the encodings it decodes).
public final class CurlHTTPClient: StreamingHTTPClient {
    /// The limits every request of this client runs under; fixed for its life,
    /// so requests in flight never see them change.
    public let configuration: Configuration
    /// The event loop; nil when requests run on the calling thread (kept for tests to watch).
    let loop: CurlEventLoop?

    /// Where a client's transfers run: a long-lived program needs requests side
    /// by side, instant cancellation and kept connections; a program that sends
    /// one request and exits is faster without a thread to make, schedule and
    /// hand over to.
    public enum Execution: Sendable, Equatable {
        /// On the client's own event-loop thread, started with the client: any
        /// number of requests at once, each cancelled at once, connections reused.
        case eventLoop
        /// On the thread that sends, to the end of each transfer (so one at a
        /// time per sending thread), with no connection kept between requests.
        /// That thread is blocked meanwhile: not a cooperative one of a busy
        /// program. Cancelling the task ends a transfer at libcurl's next
        /// progress call (within about a second); timeouts apply as ever.
        case callingThread
    }

    /// With `.eventLoop`, starts the client's event-loop thread; it ends when the client is released.
    public init(configuration: Configuration = Configuration(), execution: Execution = .eventLoop) {
        self.configuration = configuration
        self.loop = execution == .eventLoop ? CurlEventLoop() : nil
    }

    deinit {
        loop?.stop()
    }

    /// Sends `request`, following same-origin redirects, and returns the last
    /// response whatever its status. Cancelling the task ends the transfer with
    /// `.cancelled`: at once on the event loop, within about a second on the
    /// calling thread (`Execution`).
    public func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        try await send(request, under: configuration)
    }

    /// Sends `request` under `configuration` instead of the client's own (`Limited`), on
    /// the same event loop and kept connections.
    func send(_ request: OutgoingRequest, under configuration: Configuration) async throws(TransportError) -> HTTPResponse {
        var url = try URLPolicy.check(request.url)
        guard HTTPToken.isValid(request.method) else {
            throw .invalidURL(request.url, reason: "the method '\(request.method)' is not an HTTP token")
        }
        var method = request.method
        var body = request.body
        var headers = request.headers
        if request.header("User-Agent") == nil && !configuration.userAgent.isEmpty {
            headers.append((name: "User-Agent", value: configuration.userAgent))
        }
        let totalMilliseconds = Configuration.milliseconds(configuration.totalTimeout)
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(totalMilliseconds)
        var redirects = 0
        while true {
            if Task.isCancelled { throw .cancelled(url: url.description) }
            let remaining = Self.milliseconds(clock.now.duration(to: deadline))
            guard remaining > 0 else {
                throw .timeout(url: url.description, phase: "total", seconds: configuration.totalTimeout)
            }
            let exchange = exchangeRequest(url: url, method: method, headers: headers, body: body,
                                           totalMilliseconds: remaining, totalSeconds: configuration.totalTimeout,
                                           under: configuration)
            let response = try await perform(exchange).get()
            guard let step = try RedirectStep.after(response, to: url, method: method) else {
                return HTTPResponse(status: response.status, headers: response.headers, body: response.body, url: url.description)
            }
            redirects += 1
            guard redirects <= configuration.maxRedirects else {
                throw .tooManyRedirects(url: request.url, limit: configuration.maxRedirects)
            }
            url = step.url
            method = step.method
            if step.dropsBody {
                body = nil
                headers.removeAll { $0.name.lowercased() == "content-type" }
            }
        }
    }

    /// Only on the event loop: on the calling thread a stream would block a thread for as long as it lives.
    public var canHoldStreams: Bool { loop != nil }

    /// A long-lived response (server-sent events): one exchange, no total
    /// timeout, the connect timeout and header limit as ever, ended when no
    /// byte arrives for `idleTimeout` (servers send heartbeats).
    public func stream(_ request: OutgoingRequest, idleTimeout: Duration,
                       receive: @escaping @Sendable ([UInt8]) -> Bool) async throws(TransportError) -> HTTPResponse {
        let url = try URLPolicy.check(request.url)
        guard HTTPToken.isValid(request.method) else {
            throw .invalidURL(request.url, reason: "the method '\(request.method)' is not an HTTP token")
        }
        var headers = request.headers
        if request.header("User-Agent") == nil && !configuration.userAgent.isEmpty {
            headers.append((name: "User-Agent", value: configuration.userAgent))
        }
        var exchange = exchangeRequest(url: url, method: request.method, headers: headers, body: request.body,
                                       totalMilliseconds: 0, totalSeconds: 0, under: configuration)
        exchange.bodySink = receive
        exchange.idleTimeoutSeconds = max(1, Int(idleTimeout.components.seconds))
        let response = try await perform(exchange).get()
        return HTTPResponse(status: response.status, headers: response.headers, body: response.body, url: url.description)
    }

    /// One hop under this client's limits; `totalMilliseconds` 0 is none (a stream).
    private func exchangeRequest(url: WebURL, method: String, headers: [(name: String, value: String)], body: [UInt8]?,
                                 totalMilliseconds: Int, totalSeconds: Double, under configuration: Configuration) -> ExchangeRequest {
        var exchange = ExchangeRequest(
            url: url, method: method, headers: headers, body: body,
            connectTimeoutMilliseconds: Configuration.milliseconds(configuration.connectTimeout),
            totalTimeoutMilliseconds: totalMilliseconds,
            maxResponseBytes: max(0, configuration.maxResponseBytes),
            maxHeaderBytes: max(0, configuration.maxHeaderBytes),
            connectTimeoutSeconds: configuration.connectTimeout,
            totalTimeoutSeconds: totalSeconds)
        exchange.lowSpeedBytesPerSecond = max(0, configuration.lowSpeedLimit)
        exchange.lowSpeedSeconds = max(0, configuration.lowSpeedTime)
        exchange.caFile = configuration.caFile
        return exchange
    }

    /// Runs one hop on the event loop, or on the calling thread.
    private func perform(_ exchange: ExchangeRequest) async -> ExchangeCompletion.Outcome {
        if let loop { return await loop.perform(exchange) }
        return await CallingThreadExchange.perform(exchange)
    }

    /// Whole milliseconds left, rounded down (negative when past).
    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
