import Hummingbird

/// Refuses requests whose header fields add up to more than a limit, with
/// 431 and a JSON error.
///
/// SwiftNIO's parser has its own, much higher ceiling (80 KiB), past which
/// the connection is closed with an empty 400; this check answers the
/// common oversized case (a runaway cookie or token) in the API's format.
struct HeaderLimitMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Bytes of names and values, as sent.
    let limit: Int

    init(limit: Int = 16 * 1024) { self.limit = limit }

    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        var total = request.uri.string.utf8.count
        for field in request.headers {
            total += field.name.rawName.utf8.count + field.value.utf8.count + 4
        }
        guard total <= limit else {
            throw APIError(.init(code: 431, reasonPhrase: "Request Header Fields Too Large"),
                           code: "headers_too_large",
                           message: "The request line and header fields take \(total) bytes; the limit is \(limit).")
        }
        return try await next(request, context)
    }
}
