import SDUI

/// One HTTP exchange for the event loop: a single request and its single
/// response, with no redirect handling (`CurlHTTPClient` follows redirects
/// itself, one exchange per hop).
struct ExchangeRequest: Sendable {
    var url: WebURL
    var method: String
    /// Sent as given, plus the directives that stop libcurl adding its own
    /// defaults (see `CurlHeaderList`).
    var headers: [(name: String, value: String)]
    var body: [UInt8]?
    var connectTimeoutMilliseconds: Int
    /// What is left of the request's total budget for this hop.
    var totalTimeoutMilliseconds: Int
    var maxResponseBytes: Int
    var maxHeaderBytes: Int
    /// The configured limits, for the messages of timeout errors.
    var connectTimeoutSeconds: Double
    var totalTimeoutSeconds: Double
    /// Where a 2xx body goes as it arrives, instead of being collected (a
    /// stream); returning false ends the transfer as cancelled.
    var bodySink: (@Sendable ([UInt8]) -> Bool)? = nil
    /// For a stream: end it when no byte arrived for this many seconds (0: never).
    var idleTimeoutSeconds = 0
    /// Fewer bytes a second than this for `lowSpeedSeconds` ends the transfer as `.tooSlow` (0: never).
    var lowSpeedBytesPerSecond = 0
    var lowSpeedSeconds = 0
    /// The CA certificates to trust (CURLOPT_CAINFO); nil: libcurl's default store.
    var caFile: String? = nil
}
