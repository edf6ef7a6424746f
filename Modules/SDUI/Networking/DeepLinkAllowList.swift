/// The deep links a client agrees to open, checked before anything is sent.
///
/// A security boundary: the clip opens whatever an NFC tag or QR code says,
/// so a link must match a rule exactly, in canonical form (lower-case scheme
/// and host, no user info, no port, no fragment, no percent-encoding or dot
/// segments in the path, only the named query parameters with plain values).
/// Anything else is refused with the reason. The server resolves the link
/// afterwards and may refuse it too.
///
/// ```swift
/// let list = DeepLinkAllowList(rules: [
///     .init(host: "parcels.example", path: "/scan-and-go", queryParameters: ["location"]),
/// ])
/// try list.check("https://parcels.example/scan-and-go?location=AMS-01")
/// ```
public struct DeepLinkAllowList: Sendable {
    /// One allowed family of links: a server's declaration of the links it opens.
    public typealias Rule = DeepLinkRoute

    /// Why a link was refused.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        public let link: String
        public let reason: String
        public var description: String { "refused link '\(link)': \(reason)" }
    }

    public static let maximumLength = 2048
    public let rules: [Rule]

    public init(rules: [Rule]) {
        self.rules = rules
    }

    /// The parsed link when a rule allows it.
    @discardableResult
    public func check(_ link: String) throws(Refusal) -> WebURL {
        func refuse(_ reason: String) -> Refusal { Refusal(link: String(link.prefix(120)), reason: reason) }
        guard !link.isEmpty else { throw refuse("the link is empty") }
        guard link.utf8.count <= Self.maximumLength else { throw refuse("longer than \(Self.maximumLength) bytes") }
        let url: WebURL
        do throws(WebURL.ParseError) {
            url = try WebURL(parsing: link)
        } catch {
            throw refuse(error.reason)
        }
        guard url.userInfo == nil else { throw refuse("user info is not allowed") }
        // Canonical form only: "HTTPS://Parcels.Example" is not written by our tags.
        guard link.hasPrefix("\(url.scheme)://\(url.host)") else { throw refuse("scheme and host must be lower-case") }
        guard url.port == nil else { throw refuse("an explicit port is not allowed") }
        guard url.fragment == nil else { throw refuse("a fragment is not allowed") }
        guard !url.path.contains("%") else { throw refuse("percent-encoding in the path is not allowed") }
        let segments = url.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        for segment in segments where segment == "." || segment == ".." || segment.isEmpty {
            throw refuse("the path has empty or dot segments")
        }
        let parameters = try queryParameters(of: url, refuse: refuse)
        for rule in rules where rule.scheme == url.scheme && rule.host == url.host.text && Self.matches(rule.path, segments) {
            for name in parameters.keys where !rule.queryParameters.contains(name) {
                throw refuse("query parameter '\(name)' is not allowed")
            }
            return url
        }
        throw refuse("no rule allows \(url.scheme)://\(url.host)\(url.path)")
    }

    private func queryParameters(of url: WebURL, refuse: (String) -> Refusal) throws(Refusal) -> [String: String] {
        guard let query = url.query else { return [:] }
        var result: [String: String] = [:]
        for pair in query.split(separator: "&", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw refuse("malformed query parameter '\(pair)'")
            }
            guard parts.allSatisfy({ $0.allSatisfy(Self.isPlain) }) else {
                throw refuse("query parameter '\(parts[0])' has characters other than letters, digits, '-', '_' and '.'")
            }
            let name = String(parts[0])
            guard result[name] == nil else { throw refuse("query parameter '\(name)' appears twice") }
            result[name] = String(parts[1])
        }
        return result
    }

    private static func isPlain(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_" || character == ".")
    }

    private static func matches(_ pattern: String, _ segments: ArraySlice<Substring>) -> Bool {
        guard let captures = PathPattern(pattern).match(segments.map(String.init)) else { return false }
        return captures.values.allSatisfy { $0.allSatisfy(isPlain) && $0 != "." && $0 != ".." }
    }
}
