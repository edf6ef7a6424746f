/// A family of links the server opens (`https://parcels.example/track/{code}`),
/// declared once in the app's links module: the server resolves the links it
/// declares to screens (`AppRegistry.deepLink(_:screen:)`), and a client that
/// opens only some links, such as the clip, builds its allow-list from the same
/// declarations (`DeepLinkAllowList(rules:)`), so both name the same links.
///
/// ```swift
/// public static let parcel = DeepLinkRoute(host: "parcels.example", path: "/track/{code}")
/// ```
public struct DeepLinkRoute: Sendable, Equatable {
    /// `https` for a link from a tag or a web page; the server opens the app
    /// scheme's twin (`sdui://`) of every link as well.
    public let scheme: String
    /// Lower-case, as links are written (the allow-list refuses any other case).
    public let host: String
    /// Segments separated by `/`, starting with `/`; a segment `{name}` matches one plain
    /// segment (letters, digits, `-`, `_`, `.`), as in the server's `PathPattern`s.
    public let path: String
    /// Query parameter names the link may carry (each at most once). An
    /// allow-list refuses any other; the server reads those its resolver uses
    /// and ignores the rest (the widget's link adds `source`, for analytics).
    public let queryParameters: Set<String>

    public init(scheme: String = "https", host: String, path: String, queryParameters: Set<String> = []) {
        self.scheme = scheme
        self.host = host
        self.path = path
        self.queryParameters = queryParameters
    }
}
