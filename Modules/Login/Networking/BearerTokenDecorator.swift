import SDUI

/// Adds `Authorization: Bearer …` to requests for the server's own origin,
/// and to nothing else.
///
/// Screens may link anywhere (images, other services, a redirect target);
/// the token must only ever go where it was issued. The check compares
/// `WebURL.origin` (scheme, host and effective port) of each request with
/// the server's, so `https://api.example:443` and `https://api.example`
/// match while `http://` the same host, another port, a subdomain, or a URL
/// with user info (`https://api.example@evil.example`) do not. A URL that
/// does not parse gets nothing.
///
/// ```swift
/// registry.add(requestDecorator: BearerTokenDecorator(store: store, server: endpoint.base))
/// ```
public struct BearerTokenDecorator: RequestDecorator {
    /// The only origin that receives the token, as `WebURL.origin` spells it.
    public let origin: String
    let store: TokenStore

    public init(store: TokenStore, server: WebURL) {
        self.store = store
        origin = server.origin
    }

    public func decorate(_ request: inout OutgoingRequest) async {
        guard isServerOrigin(request.url), let token = await store.currentToken() else { return }
        request.setHeader("Authorization", token.authorizationValue)
    }

    /// True only for a parseable, safe URL of exactly the server's origin.
    public func isServerOrigin(_ url: String) -> Bool {
        guard let parsed = try? WebURL(parsing: url) else { return false }
        return parsed.userInfo == nil && parsed.isSafeToContact && parsed.origin == origin
    }
}
