/// Scheme, host (canonical form) and effective port of a URL: what must
/// match for a redirect to be followed (the same-origin rule).
struct HTTPOrigin: Sendable, Hashable {
    var scheme: HTTPURL.Scheme
    var host: String
    var port: Int
}
