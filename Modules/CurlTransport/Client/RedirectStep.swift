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
}
