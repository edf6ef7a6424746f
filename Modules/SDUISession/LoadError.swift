import SDUI

/// Why a screen, command result or widget could not be loaded.
///
/// Carries the URL and, for a malformed body, the JSON path, so the client
/// can say exactly what failed and where.
public enum LoadError: Error, Sendable, Equatable, CustomStringConvertible {
    case transport(TransportError)
    /// The server wants a logged-in user (HTTP 401).
    case unauthorized(url: String, message: String)
    /// The server answered with an error status and this message.
    case server(url: String, status: Int, message: String)
    /// The body arrived but is not what the contract allows.
    case malformed(url: String, ContractError)
    /// A successful answer whose `Content-Type` is not JSON: typically an HTML
    /// page from a proxy, a captive portal or a misrouted server. Refused
    /// before decoding, so the user learns what arrived instead of reading a
    /// JSON parse error about an `<html>` tag.
    case unexpectedContentType(url: String, contentType: String)
    case invalidURL(String, reason: String)
    /// A navigation named something that is not a screen path (a URL, a path with a query, `..`).
    case invalidDestination(String, reason: String)

    public var description: String {
        switch self {
        case .transport(let error): return error.description
        case .unauthorized(_, let message): return "Please log in: \(message)"
        case .server(let url, let status, let message): return "\(url) answered HTTP \(status): \(message)"
        case .malformed(let url, let error): return "\(url) sent a document this client cannot read: \(error)"
        case .unexpectedContentType(let url, let contentType):
            return "\(url) sent '\(contentType)' instead of JSON (application/json)"
        case .invalidURL(let url, let reason): return "invalid URL '\(url)': \(reason)"
        case .invalidDestination(let destination, let reason): return "'\(destination)' is not a screen path: \(reason)"
        }
    }

    /// The description without the URL, for a place that already says what
    /// was being loaded (the row under a list whose next page failed).
    public var summary: String {
        switch self {
        case .server(_, let status, let message): return "HTTP \(status): \(message)"
        case .malformed(_, let error): return "a document this client cannot read: \(error)"
        case .unexpectedContentType(_, let contentType): return "'\(contentType)' instead of JSON"
        case .transport, .unauthorized, .invalidURL, .invalidDestination: return description
        }
    }

    /// True when the way to the server, not the server itself, is the
    /// problem: worth showing a stored copy instead of an error. That is a
    /// network failure, a gateway that cannot reach the server (502, 503,
    /// 504), or a page that is not JSON at all (a captive portal's sign-in
    /// page answers every URL with HTML). The server's own errors (a 404,
    /// a 500 with its message, a 401) are not: they are the answer.
    public var isConnectivityFailure: Bool {
        switch self {
        case .transport(let error):
            switch error {
            case .cannotConnect, .timeout, .tooSlow, .connectionFailed: return true
            default: return false
            }
        case .server(_, let status, _): return (502...504).contains(status)
        case .unexpectedContentType: return true
        case .unauthorized, .malformed, .invalidURL, .invalidDestination: return false
        }
    }
}
