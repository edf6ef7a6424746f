import SDUI

/// An absolute `http` or `https` URL, split into the parts the transport
/// checks before anything is sent.
///
/// The transport parses URLs itself instead of handing strings to libcurl, so
/// the host it judges (loopback or not) is exactly the host libcurl connects
/// to: libcurl receives `string`, rebuilt from the checked parts. The grammar
/// is a strict subset of RFC 3986: ASCII only, no user info, no zone ids, no
/// numeric host spellings other than dotted-decimal IPv4 and bracketed IPv6.
/// The fragment is dropped, since it is never sent.
struct HTTPURL: Sendable, Equatable {
    enum Scheme: String, Sendable {
        case http
        case https
    }

    var scheme: Scheme
    var host: HTTPHost
    /// The port written in the URL, if any.
    var port: Int?
    /// Starts with `/`; `/` when the URL has no path.
    var path: String
    /// Without the leading `?`; nil when the URL has no `?`.
    var query: String?

    /// The port connected to: the written one or the scheme's default.
    var effectivePort: Int {
        port ?? (scheme == .http ? 80 : 443)
    }

    /// Scheme, host and port: two URLs with equal origins may redirect to each other.
    var origin: HTTPOrigin {
        HTTPOrigin(scheme: scheme, host: host.canonical, port: effectivePort)
    }

    /// The URL as sent to libcurl and shown in errors.
    var string: String {
        var text = "\(scheme.rawValue)://\(host.text)"
        if let port { text += ":\(port)" }
        text += path
        if let query { text += "?\(query)" }
        return text
    }

    /// Parses an absolute URL; errors say what is wrong with it.
    static func parse(_ text: String) throws(TransportError) -> HTTPURL {
        try HTTPURLParser(text).parseAbsolute()
    }
}
