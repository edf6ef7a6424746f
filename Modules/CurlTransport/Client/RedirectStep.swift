import SDUI

/// What a redirect response asks for: the next URL, method and body.
///
/// Only the same origin is followed, so a compromised or misconfigured server
/// cannot send the client (with its headers, which may carry a token) to
/// another host. 303, and 301/302 after a POST, continue as a GET without the
/// body, as browsers do; 307 and 308 repeat the request as it was.
struct RedirectStep: Equatable {
    var url: HTTPURL
    var method: String
    var dropsBody: Bool

    static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    /// The step for `response`, nil when it is not a redirect (or has no
    /// `Location`, in which case the response is the answer).
    static func after(
        _ response: ExchangeResponse, to url: HTTPURL, method: String
    ) throws(TransportError) -> RedirectStep? {
        guard statuses.contains(response.status), let location = response.header("Location") else {
            return nil
        }
        let target = try url.resolve(location)
        guard target.origin == url.origin else {
            throw .redirectRefused(from: url.string, to: target.string)
        }
        let becomesGet = response.status == 303 && method != "HEAD"
            || (response.status == 301 || response.status == 302) && method == "POST"
        return RedirectStep(url: target, method: becomesGet ? "GET" : method, dropsBody: becomesGet)
    }
}
