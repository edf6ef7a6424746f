import SDUI

/// What a redirect response asks for: the next URL, method and body.
///
/// Only the same origin is followed, so a compromised or misconfigured server
/// cannot send the client (with its headers, which may carry a token) to
/// another host. 303, and 301/302 after a POST, continue as a GET without the
/// body, as browsers do; 307 and 308 repeat the request as it was.
struct RedirectStep: Equatable {
    var url: WebURL
    var method: String
    var dropsBody: Bool

    static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    /// The step for `response`, nil when it is not a redirect (or has no
    /// `Location`, in which case the response is the answer).
    static func after(
        _ response: ExchangeResponse, to url: WebURL, method: String
    ) throws(TransportError) -> RedirectStep? {
        guard statuses.contains(response.status), let location = response.header("Location") else {
            return nil
        }
        if let scheme = Self.scheme(of: location), scheme != "http", scheme != "https" {
            throw .redirectToNonHTTP(from: url.description, to: location)
        }
        let target: WebURL
        do throws(WebURL.ParseError) {
            target = try url.resolving(location).withoutFragment
        } catch {
            throw .invalidURL(location, reason: error.reason)
        }
        guard target.origin == url.origin, target.userInfo == nil else {
            throw .redirectRefused(from: url.description, to: target.description)
        }
        let becomesGet = response.status == 303 && method != "HEAD"
            || (response.status == 301 || response.status == 302) && method == "POST"
        return RedirectStep(url: target, method: becomesGet ? "GET" : method, dropsBody: becomesGet)
    }

    /// The scheme of an absolute reference (RFC 3986: a letter, then letters,
    /// digits, `+`, `-` or `.`, then `:`), lowercased; nil for a relative one.
    static func scheme(of reference: String) -> String? {
        guard let colon = reference.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let candidate = reference.utf8[..<colon]
        guard let first = candidate.first, Self.isLetter(first),
              candidate.allSatisfy({ Self.isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                  || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { return nil }
        return String(decoding: candidate, as: UTF8.self).lowercased()
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
