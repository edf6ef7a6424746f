/// An app's own endpoint under `/v{n}/` that is neither a screen nor a
/// command (an album's track list, the login), declared once in the app's
/// contract module: the server registers its handler against it and gets the
/// parameters typed, and the documents that point at it (a `play` action's
/// `tracksMetadataURL`) make the URL from the same declaration.
///
/// ```swift
/// public static let albumTracks = EndpointRoute<String>(.get, "albums/{id}/tracks")   // MusicContract
/// try registry.endpoint(MusicRoutes.albumTracks) { request, id in … }                  // MusicApp
/// MusicRoutes.albumTracks.url(album.id, api: request.api)                              // "/v2/albums/x/tracks"
/// ```
public struct EndpointRoute<Parameters: Sendable>: Sendable {
    /// The method the server answers it with, and the one a client sends.
    public let method: APIMethod
    /// The path under `/v{n}/`, with its typed captures.
    public let route: ScreenRoute<Parameters>

    public var pattern: PathPattern { route.pattern }
    /// Why the declaration cannot work, found when a server registers it.
    public var declarationError: String? { route.declarationError }
    /// `GET albums/{id}/tracks`, for messages.
    public var label: String { "\(method.name) \(route.pattern)" }

    /// The parameters of `path`, or nil when it is not this endpoint's.
    public func match(_ path: ScreenPath) -> Parameters? { route.match(path) }

    /// The URL for `parameters` under an API root such as `/v2` (segments percent-encoded).
    public func url(_ parameters: Parameters, api: String) -> String {
        api + "/" + route.path(parameters).segments.map(APIRoute.percentEncoded).joined(separator: "/")
    }
}

extension EndpointRoute where Parameters == Void {
    /// An endpoint without parameters (`auth/login`).
    public init(_ method: APIMethod, _ pattern: String) {
        self.method = method
        route = ScreenRoute(pattern)
    }

    /// The URL under an API root such as `/v2`.
    public func url(api: String) -> String { url((), api: api) }
}

extension EndpointRoute where Parameters: PathParameter {
    /// An endpoint with one parameter (`albums/{id}/tracks`).
    public init(_ method: APIMethod, _ pattern: String) {
        self.method = method
        route = ScreenRoute(pattern)
    }
}
