/// The one strict parser for the `scheme://[user@]host[:port]/path?query#fragment`
/// URLs that clients and servers exchange.
///
/// Security decisions hang on it (which URLs the transport contacts, which
/// origin a redirect or a bearer token may go to, which deep links a clip or
/// the server opens), so they all read URLs the same way, and it refuses
/// anything ambiguous instead of guessing: non-ASCII bytes, spaces, control
/// characters, backslashes, incomplete percent escapes, characters that must
/// be percent-encoded, odd host spellings (see `WebHost`) and bad ports.
/// Schemes and hosts are lower-cased, so comparisons are exact.
public struct WebURL: Sendable, Hashable, CustomStringConvertible {
    public let scheme: String
    /// Present when the URL had `user[:password]@`; every policy here refuses such URLs.
    public let userInfo: String?
    public let host: WebHost
    public let port: Int?
    /// Starts with `/`; `/` when the URL had no path. Still percent-encoded.
    public let path: String
    /// Without the `?`; nil when the URL had none. Still percent-encoded.
    public let query: String?
    public let fragment: String?

    /// Why a string is not an acceptable URL.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        public let input: String
        public let reason: String
        public var description: String { "invalid URL '\(input)': \(reason)" }
    }

    public static let maximumLength = 4096

    init(scheme: String, userInfo: String?, host: WebHost, port: Int?, path: String, query: String?, fragment: String?) {
        self.scheme = scheme
        self.userInfo = userInfo
        self.host = host
        self.port = port
        self.path = path
        self.query = query
        self.fragment = fragment
    }

    /// The port in effect: the explicit one, or the scheme's default.
    public var effectivePort: Int? {
        if let port { return port }
        switch scheme {
        case "http": return 80
        case "https": return 443
        default: return nil
        }
    }

    /// Scheme, canonical host and effective port: what "same origin" compares,
    /// so `http://[::1]/` and `http://[0:0::1]:80/` are one origin.
    public var origin: String {
        "\(scheme)://\(host.canonical)\(effectivePort.map { ":\($0)" } ?? "")"
    }

    /// `scheme://host[:port]` as written, without user info: the base that
    /// absolute paths resolve against.
    public var root: String {
        "\(scheme)://\(host.text)\(port.map { ":\($0)" } ?? "")"
    }

    /// True for `localhost`, 127.0.0.0/8 and ::1, however written.
    public var isLoopback: Bool { host.isLoopback }

    /// `https` anywhere, or `http` to this machine, and no user info: what a
    /// client may contact or open.
    public var isSafeToContact: Bool {
        guard userInfo == nil else { return false }
        return scheme == "https" || (scheme == "http" && isLoopback)
    }

    /// The path and query, as sent in a request line.
    public var pathAndQuery: String {
        query.map { "\(path)?\($0)" } ?? path
    }

    /// The URL as sent over the network: a fragment never leaves the client.
    public var withoutFragment: WebURL {
        WebURL(scheme: scheme, userInfo: userInfo, host: host, port: port, path: path, query: query, fragment: nil)
    }

    public var description: String {
        var text = "\(scheme)://"
        if let userInfo { text += "\(userInfo)@" }
        // `append(contentsOf:)` takes the Substring as it is; `+=` would take the
        // generic Sequence path, which resolves its associated types at run
        // time, on the clip's first request (docs/clip.md).
        text.append(contentsOf: root.dropFirst(scheme.utf8.count + 3))
        text += pathAndQuery
        if let fragment { text += "#\(fragment)" }
        return text
    }
}
