import Foundation

/// Decides which links the apps (and the App Clip) may open, and which
/// screen each one shows.
///
/// The allow-list lives on the server, so a new flow reachable by link
/// needs no client release. Only `https` links on the listed hosts, with a
/// listed path, and parameters that are plain names, are accepted; every
/// other link is refused with 403 and a reason.
enum DeepLinkResolver {
    static let rules: [DeepLinkRule] = [
        DeepLinkRule(host: "parcels.example", path: "scan-and-go") { _, query in
            guard let location = query["location"] else { return "scan-and-go" }
            return plainName(location) ? "scan-and-go/\(location)" : nil
        },
        DeepLinkRule(host: "parcels.example", path: "track/{code}") { captures, _ in
            captures["code"].flatMap { plainName($0) ? "parcels/\($0)" : nil }
        },
        DeepLinkRule(host: "music.example", path: "composers/{id}") { captures, _ in
            captures["id"].flatMap { plainName($0) ? "composers/\($0)" : nil }
        },
        DeepLinkRule(host: "music.example", path: "p/{id}") { captures, _ in
            captures["id"].flatMap { plainName($0) ? "playlists/\($0)" : nil }
        },
    ]

    /// The screen path for `link`, or the refusal.
    static func resolve(_ link: String) throws(APIError) -> ScreenPath {
        guard link.utf8.count <= 2048, let components = URLComponents(string: link) else {
            throw refused("'\(link.prefix(100))' is not a valid URL")
        }
        guard components.scheme?.lowercased() == "https" else {
            throw refused("only https links are opened")
        }
        guard let host = components.host?.lowercased(), components.user == nil, components.password == nil,
              components.port == nil || components.port == 443 else {
            throw refused("the link has no plain host")
        }
        let segments = components.path.split(separator: "/").map(String.init)
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
        for rule in rules where rule.host == host {
            guard let captures = rule.captures(segments) else { continue }
            guard let path = rule.screen(captures, query) else {
                throw refused("the link's parameters are not allowed")
            }
            return ScreenPath(trusted: path)
        }
        throw refused("links to \(host)\(components.path) are not opened by the app")
    }

    private static func plainName(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count) && text.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
        }
    }

    private static func refused(_ reason: String) -> APIError {
        APIError(.forbidden, code: "deeplink_refused", message: "This link cannot be opened: \(reason).")
    }
}
