import Foundation

/// Decides which links the apps (and the App Clip) may open, and which
/// screen each one shows, from the rules the installed apps registered.
///
/// The allow-list lives on the server, so a new flow reachable by link
/// needs no client release. Only `https` links on a registered host, with a
/// registered path, and parameters the rule accepts, are opened; every
/// other link is refused with 403 and a reason.
struct DeepLinkResolver: Sendable {
    let rules: [DeepLinkRule]

    /// The screen path for `link`, or the refusal.
    func resolve(_ link: String) throws(APIError) -> ScreenPath {
        guard link.utf8.count <= 2048, let components = URLComponents(string: link) else {
            throw Self.refused("'\(link.prefix(100))' is not a valid URL")
        }
        guard components.scheme?.lowercased() == "https" else {
            throw Self.refused("only https links are opened")
        }
        guard let host = components.host?.lowercased(), components.user == nil, components.password == nil,
              components.port == nil || components.port == 443 else {
            throw Self.refused("the link has no plain host")
        }
        let segments = components.path.split(separator: "/").map(String.init)
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
        for rule in rules where rule.host == host {
            guard let captures = rule.pattern.match(segments) else { continue }
            guard let path = rule.screen(captures, query) else {
                throw Self.refused("the link's parameters are not allowed")
            }
            return ScreenPath(trusted: path)
        }
        throw Self.refused("links to \(host)\(components.path) are not opened by the app")
    }

    private static func refused(_ reason: String) -> APIError {
        APIError(.forbidden, code: "deeplink_refused", message: "This link cannot be opened: \(reason).")
    }
}
