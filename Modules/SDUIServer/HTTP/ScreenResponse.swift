import HTTPTypes
import Hummingbird
import JSON
import SDUIContract

/// Sends a screen to one client: encode, filter for its capabilities,
/// write deterministic bytes, tag them, and answer 304 when the client has
/// them already.
package struct ScreenResponse {
    /// `private`: screens depend on the user (favourites, profile), so shared
    /// caches must not keep them. `no-cache`: any screen can change after a
    /// command (a favourite flips), so clients must revalidate every time;
    /// with the `ETag` that costs a 304 without a body when nothing changed.
    static let cacheControl = "private, no-cache"
    /// The answer depends on these request headers, so caches must key on
    /// them: the user comes from `Authorization`, or for the web client from
    /// its session cookie (`WebSessionCookie`, read only with `SDUI-Client`).
    static let vary = "Authorization, Cookie, \(APIHeader.client), \(CapabilityManifest.headerName), Accept-Language, Accept-Encoding"

    let filter: CapabilityFilter
    let cache: RenderCache
    /// The answer's language (negotiated from `Accept-Language`).
    var language = Translations.source
    var translations = Translations()
    /// Marks every element with its origin (`SDUI-Debug: origins`); such answers are never kept.
    package var debugOrigins = false

    /// The bytes this client receives and their tag: translated first, so a
    /// string with an expression is looked up as it is written.
    package func render(_ document: JSONValue, theme: ScreenTheme? = nil) throws -> RenderCache.Entry {
        let translated = translations.translate(document, to: language)
        return RenderCache.Entry(bytes: try JSONBody.bytes(sent(translated, theme: theme)), language: language)
    }

    /// What this client is sent of a (translated) document: what it can read
    /// (templates expanded, expressions resolved, as it needs), filtered for its capabilities. A screen carries `theme` to a client
    /// that declares themes; any other is sent the theme's light colours in
    /// place of roles (`CapabilityFilter.roleColors`).
    package func sent(_ document: JSONValue, theme: ScreenTheme?) throws -> JSONValue {
        try sent(expanded: expanded(document), theme: theme)
    }

    /// As above, for a document whose templates `expanded(_:)` already expanded.
    func sent(expanded document: JSONValue, theme: ScreenTheme?) throws -> JSONValue {
        var filter = filter
        if let theme { filter.roleColors = theme.light }
        var sent = filter.filter(try resolved(withoutTimers(withoutTriggers(document))))
        if let theme, filter.client.drawsThemes, case .object(var screen) = sent, screen["sections"] != nil {
            screen["theme"] = try JSONModelEncoder().encodeToValue(theme)
            sent = .object(screen)
        }
        return sent
    }

    /// `document` with its templates expanded when this client does not
    /// expand them itself: what the client's expressions are written in.
    /// The expansion keeps the byte budget a client keeps: a screen whose
    /// templates would expand past it is an error (logged with the screen's
    /// path), not a huge body or a screen with parts missing.
    func expanded(_ document: JSONValue) throws -> JSONValue {
        guard !filter.client.expandsTemplates else { return document }
        let expansion = TemplateExpansion.expand(document)
        if expansion.exceededBudget {
            let reasons = expansion.diagnostics.map(\.description).joined(separator: "; ")
            throw APIError(.internalServerError, code: "screen_over_budget",
                           message: "The screen's templates expand past the server's budget, so it cannot be sent to this client: \(reasons)")
        }
        return expansion.value
    }

    /// A screen without its `triggers` for a client that does not run them
    /// (§8.4): the screen works without them, its controls set the state by
    /// hand and its commands send it, for the server to complete.
    func withoutTriggers(_ document: JSONValue) -> JSONValue {
        guard !filter.client.runsTriggers, case .object(var screen) = document,
              screen["sections"] != nil, screen["triggers"] != nil else { return document }
        screen["triggers"] = Optional<JSONValue>.none
        return .object(screen)
    }

    /// What a client that does not resolve expressions can read of an
    /// expanded document: the screen as its initial state shows it, hidden
    /// elements left out, and decoded and encoded again with the contract's
    /// types, so `"@{count}"` in a text field arrives as the text `"4"` and
    /// `"@{insured}"` in `enabled` as `true`. A client that resolves them gets the document.
    func resolved(_ readable: JSONValue) throws -> JSONValue {
        // Only a screen has a state to resolve for; a page's rows come resolved.
        guard !filter.client.resolvesExpressions, readable["sections"] != nil,
              !ScreenExpressions(parsing: readable).isEmpty else { return readable }
        let resolved = try JSONModelEncoder().encodeToValue(filter.factory.makeScreen(from: readable).value)
        // Decoding keeps no origins: they follow their elements by id.
        return debugOrigins ? ElementOrigins.carry(from: readable, to: resolved) : resolved
    }

    /// Renders `resolved` (from the cache when it may be reused) and
    /// answers 200, or 304 when the client already has these bytes.
    func response(_ resolved: ScreenCatalog.Resolved, path: ScreenPath, request: Request,
                  extraHeaders: HTTPFields = [:]) async throws -> Response {
        try await response(resolved, cacheKey: path.description, request: request, extraHeaders: extraHeaders)
    }

    /// As above, kept in the render cache under `cacheKey` (a page's path and cursor).
    func response(_ resolved: ScreenCatalog.Resolved, cacheKey: String, request: Request,
                  extraHeaders: HTTPFields = [:]) async throws -> Response {
        let entry = try await entry(resolved, cacheKey: cacheKey, capabilities: request.headers.value(.capabilities))
        return Self.revalidated(entry, request: request, extraHeaders: extraHeaders)
    }

    /// The rendering of `resolved` for this client, from the cache when it may be reused.
    package func entry(_ resolved: ScreenCatalog.Resolved, cacheKey: String, capabilities: String?) async throws -> RenderCache.Entry {
        if debugOrigins, let origin = resolved.origin {
            return try render(ElementOrigins.annotate(await resolved.build().document, source: origin), theme: resolved.theme)
        }
        guard let stamp = resolved.reuseStamp else { return try render(await resolved.build().document, theme: resolved.theme) }
        // Keyed by the manifest's one spelling: reordered or repeated entries are the same client (`CapabilityKey`).
        let key = RenderCache.Key(path: cacheKey, version: filter.client.version.number,
                                  capabilities: CapabilityKey.canonical(capabilities, manifest: filter.client.manifest),
                                  language: language, stamp: stamp)
        return try await cache.entry(for: key) {
            let built = try await resolved.build()
            return (try render(built.document, theme: resolved.theme), keep: built.reusable)
        }
    }

    /// 200 with the bytes (gzipped when the client takes it and they are
    /// large enough) and their `ETag`, or a bodiless 304 when `If-None-Match`
    /// names them; screens and the widget answer the same way.
    package static func revalidated(_ entry: RenderCache.Entry, request: Request, extraHeaders: HTTPFields = [:]) -> Response {
        let chosen = entry.representation(acceptEncoding: request.headers.value(.acceptEncoding))
        if entry.matches(ifNoneMatch: request.headers.value(.ifNoneMatch)) {
            return Response(status: .notModified, headers: chosen.revalidationHeaders.appending(extraHeaders))
        }
        let headers = chosen.bodyHeaders.appending(extraHeaders)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: chosen.body))
    }
}
