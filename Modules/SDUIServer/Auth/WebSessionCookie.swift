import HTTPTypes
import Hummingbird
import SDUIContract

/// The web client's login: the bearer token in an `HttpOnly` cookie, so no
/// script in the page can read it, rather than in the JSON answer.
///
/// The cookie authenticates a request only when the request also says it
/// comes from the web client (`SDUI-Client: web`, `APIHeader.client`): a
/// page on another site cannot add that header without a CORS preflight,
/// which this server never grants, and `SameSite=Strict` keeps the browser
/// from sending the cookie on cross-site requests at all. A request with the
/// cookie and without the header is a guest's. `Authorization: Bearer` wins
/// over the cookie when both are sent.
///
/// The token and the cookie are never logged: nothing here writes to a
/// logger, and the request log (`LogRequestsMiddleware`) leaves headers out.
enum WebSessionCookie {
    static let name = "sdui_session"

    /// Whether the request says it comes from the web client.
    static func isWebClient(_ request: Request) -> Bool {
        request.headers[.client] == APIHeader.webClient
    }

    /// The session cookie's token, for a web client's request; nil without
    /// the header, without the cookie, or for a value no token can have
    /// (tokens are base64url, at most 256 bytes, as `BearerCredential.token(in:)` reads them).
    static func token(in request: Request) -> String? {
        guard isWebClient(request) else { return nil }
        for header in request.headers[values: .cookie] {
            for pair in header.split(separator: ";") {
                let trimmed = pair.drop { $0 == " " || $0 == "\t" }
                guard let equals = trimmed.firstIndex(of: "="), trimmed[..<equals] == name else { continue }
                let value = trimmed[trimmed.index(after: equals)...].reversed().drop { $0 == " " || $0 == "\t" }.reversed()
                let token = String(value)
                return isTokenText(token) ? token : nil
            }
        }
        return nil
    }

    /// `Set-Cookie` for a new login: valid for `maxAge` seconds (the token's own lifetime).
    static func setting(_ token: String, maxAge: Int64, secure: Bool) -> String {
        "\(name)=\(token); Max-Age=\(max(0, maxAge)); Path=/; HttpOnly\(secure ? "; Secure" : ""); SameSite=Strict"
    }

    /// `Set-Cookie` that makes the browser forget the cookie at once.
    static func clearing(secure: Bool) -> String {
        "\(name)=; Max-Age=0; Path=/; HttpOnly\(secure ? "; Secure" : ""); SameSite=Strict"
    }

    /// `Secure` everywhere except a browser speaking plain HTTP to this
    /// machine: the `Host` is a loopback name or address, the connection's
    /// peer is loopback (or there is no socket, in process), and no proxy
    /// forwarded the request. A browser drops a `Secure` cookie set over
    /// plain HTTP (Chromium on http://127.0.0.1 does), and such a page is not
    /// on the network. Anything else is served behind TLS (this server has
    /// none of its own), where the cookie must never travel over plain HTTP.
    static func isSecure(_ request: Request, peer: String?) -> Bool {
        for name in ["Forwarded", "X-Forwarded-For", "X-Forwarded-Proto", "X-Forwarded-Host"] {
            if let field = HTTPField.Name(name), request.headers[field] != nil { return true }
        }
        guard let authority = request.head.authority, isLoopbackHost(authority) else { return true }
        guard let peer else { return false }
        return !isLoopbackAddress(peer)
    }

    static func isTokenText(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 256 && text.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }

    /// `localhost`, `127.x.x.x` or `[::1]`, with or without a port.
    static func isLoopbackHost(_ authority: String) -> Bool {
        let host: Substring
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return false }
            host = authority[authority.index(after: authority.startIndex)..<close]
        } else {
            host = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        }
        return host.lowercased() == "localhost" || isLoopbackAddress(String(host))
    }

    static func isLoopbackAddress(_ address: String) -> Bool {
        let parts = address.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 4, parts[0] == "127" || parts[0] == "::ffff:127", parts.dropFirst().allSatisfy({ UInt8($0) != nil }) {
            return true
        }
        return address == "::1"
    }
}

extension BearerCredential {
    /// The token a request signs in with: `Authorization: Bearer`, else the
    /// web client's session cookie (`WebSessionCookie`); nil for a guest. A
    /// malformed `Authorization` header is a 401, whatever the cookie holds.
    static func sessionToken(in request: Request) throws(APIError) -> String? {
        if let token = try token(in: request) { return token }
        return WebSessionCookie.token(in: request)
    }
}
