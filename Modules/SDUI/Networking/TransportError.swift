/// Why a request did not produce a usable response, with the URL it was for.
///
/// Each case is something a user or a server developer can act on, so the
/// client can say "cannot reach 127.0.0.1:8080" rather than "error 7".
public enum TransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL could not be parsed or uses a scheme the client does not speak.
    case invalidURL(String, reason: String)
    /// Plain `http` to a host that is not loopback; only `https` leaves the machine.
    case insecureURL(String)
    case cannotConnect(url: String, detail: String)
    /// `phase` is `connect` or `total`; `seconds` the limit that was hit.
    case timeout(url: String, phase: String, seconds: Double)
    /// Fewer than `bytesPerSecond` bytes a second arrived for `seconds` (a
    /// client's low-speed limit): a trickle, or nothing at all after connecting.
    case tooSlow(url: String, bytesPerSecond: Int, seconds: Int)
    /// The TLS connection was refused; `failure` says why (an unknown CA, another host, expired).
    case tls(url: String, failure: TLSFailure)
    /// The server answered with an error status; `body` is the start of what it said.
    case httpStatus(url: String, status: Int, body: String)
    /// The body exceeded the client's limit and was not read further.
    case tooLarge(url: String, limit: Int)
    /// The answer's header fields together exceeded the client's limit.
    case headersTooLarge(url: String, limit: Int)
    /// What came back was not an HTTP response (another protocol, or garbage).
    case notHTTP(url: String, detail: String)
    /// A redirect pointed to another origin (scheme, host or port).
    case redirectRefused(from: String, to: String)
    /// A redirect pointed to a URL that is not http or https (`file:`, `ftp:`…).
    case redirectToNonHTTP(from: String, to: String)
    case tooManyRedirects(url: String, limit: Int)
    /// The connection ended early or the response could not be read.
    case connectionFailed(url: String, detail: String)
    case cancelled(url: String)

    public var description: String {
        switch self {
        case .invalidURL(let url, let reason): return "invalid URL '\(url)': \(reason)"
        case .insecureURL(let url): return "refused '\(url)': plain http is only allowed to loopback addresses"
        case .cannotConnect(let url, let detail): return "cannot connect to \(url): \(detail)"
        case .timeout(let url, let phase, let seconds):
            return "\(url) timed out (\(phase) limit \(Self.format(seconds)) s)"
        case .tooSlow(let url, let bytesPerSecond, let seconds):
            return "\(url) was too slow (less than \(bytesPerSecond) bytes a second for \(seconds) s)"
        case .tls(let url, let failure): return "TLS failure for \(url): \(failure)"
        case .httpStatus(let url, let status, let body):
            return body.isEmpty ? "\(url) answered HTTP \(status)" : "\(url) answered HTTP \(status): \(body)"
        case .tooLarge(let url, let limit): return "\(url): response larger than \(limit) bytes"
        case .headersTooLarge(let url, let limit): return "\(url): the answer's headers are larger than \(limit) bytes"
        case .notHTTP(let url, let detail): return "\(url): the server's answer was not HTTP (\(detail))"
        case .redirectRefused(let from, let to): return "refused redirect from \(from) to another origin: \(to)"
        case .redirectToNonHTTP(let from, let to): return "refused redirect from \(from) to a URL that is not HTTP: \(to)"
        case .tooManyRedirects(let url, let limit): return "\(url): more than \(limit) redirects"
        case .connectionFailed(let url, let detail): return "\(url): \(detail)"
        case .cancelled(let url): return "\(url): cancelled"
        }
    }

    /// The start of a body as text, for error messages.
    public static func excerpt(_ body: [UInt8], limit: Int = 200) -> String {
        let text = String(decoding: body.prefix(limit), as: UTF8.self)
        return body.count > limit ? text + "…" : text
    }

    private static func format(_ seconds: Double) -> String {
        if let whole = Int(exactly: seconds) { return String(whole) }
        return String(seconds)
    }
}
