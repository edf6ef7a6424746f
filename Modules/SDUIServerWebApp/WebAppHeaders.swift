import HTTPTypes
import SDUIServer

/// The headers every answer under `/app/` carries: a Content Security Policy
/// that lets only this server's own scripts and styles run (no inline code,
/// no `eval`), so an escaping mistake in the client cannot become script
/// injection; no type sniffing, no referrer, no framing.
enum WebAppHeaders {
    /// Scripts, styles, fetches, the manifest and the Service Worker from this
    /// origin only; pictures and media also from https (screens name pictures
    /// by URL). `worker-src 'self'` says outright what `script-src` would
    /// allow by falling back: the worker at `/app/sw.js`, and no other.
    /// Media also from `blob:`: the player plays a stand-in tone the page
    /// makes itself for a track without audio (docs/web.md, "Player"); only
    /// this origin's scripts can make such a URL.
    static let contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; "
        + "img-src 'self' https: data:; media-src 'self' https: blob:; connect-src 'self'; manifest-src 'self'; worker-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The assets' caching: their names change with their bytes, so a browser keeps them for a year unasked.
    static let immutable = "public, max-age=31536000, immutable"
    /// The shell's caching: revalidated on every load (a 304 while nothing changed), so a new build shows at once.
    static let revalidate = "no-cache"

    /// `Referrer-Policy`.
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    /// `X-Frame-Options`, for browsers that predate `frame-ancestors`.
    static let frameOptions = HTTPField.Name("X-Frame-Options")!

    /// CSP, `nosniff`, `no-referrer` and `DENY`, added to `fields`.
    static func addSecurity(to fields: inout HTTPFields) {
        fields[.contentSecurityPolicy] = contentSecurityPolicy
        fields[.xContentTypeOptions] = "nosniff"
        fields[referrerPolicy] = "no-referrer"
        fields[frameOptions] = "DENY"
    }
}
