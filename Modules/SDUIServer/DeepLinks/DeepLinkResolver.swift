import SDUIContract

/// Decides which links the apps (and the App Clip) may open, and which
/// screen each one shows, from the rules the installed apps registered.
///
/// The allow-list lives on the server, so a new flow reachable by link
/// needs no client release. Only `https` links on a registered host, with a
/// registered path, and parameters the rule accepts, are opened; every
/// other link is refused with 403 and a reason. Links are read by the core's
/// `WebURL`, the parser the clients use for the same links.
struct DeepLinkResolver: Sendable {
    let rules: [DeepLinkRule]

    /// The screen path for `link`, or the refusal.
    func resolve(_ link: String) throws(APIError) -> ScreenPath {
        guard link.utf8.count <= 2048 else {
            throw Self.refused("'\(link.prefix(100))' is longer than 2048 bytes")
        }
        let url: WebURL
        let segments: [String]
        var query: [String: String] = [:]
        do throws(WebURL.ParseError) {
            url = try WebURL(parsing: link)
            segments = try url.decodedPathSegments()
            for item in try url.decodedQueryItems() { query[item.name] = item.value }
        } catch {
            throw Self.refused("'\(link.prefix(100))' is not a valid URL (\(error.reason))")
        }
        guard url.scheme == "https" else {
            throw Self.refused("only https links are opened")
        }
        guard url.userInfo == nil, url.effectivePort == 443, case .name = url.host.kind else {
            throw Self.refused("the link has no plain host")
        }
        for rule in rules where rule.host == url.host.text {
            guard let captures = rule.pattern.match(segments) else { continue }
            guard let path = rule.screen(captures, query) else {
                throw Self.refused("the link's parameters are not allowed")
            }
            return path
        }
        throw Self.refused("links to \(url.host)\(url.path) are not opened by the app")
    }

    private static func refused(_ reason: String) -> APIError {
        APIError(.forbidden, code: "deeplink_refused", message: "This link cannot be opened: \(reason).")
    }
}
