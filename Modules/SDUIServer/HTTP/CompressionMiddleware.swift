import Hummingbird

/// gzips the JSON answers that are made per request (commands, track lists,
/// errors, the apps' endpoints), and any other text answer of a type in
/// `ContentCoding.compressibleTypes` (scripts, styles, HTML pages such as
/// the preview's), for a client that asks, when they are at
/// least `ContentCoding.threshold` and at most `perRequestLimit` bytes.
/// Screens and the widget are compressed once per rendering by the render
/// cache and arrive here with their `Content-Encoding` already set.
struct CompressionMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        // The cheap checks first: most answers (screens, 304s, small ones, clients
        // that take no gzip) stop here, before any response header is read
        // (a header read walks every field).
        guard let length = response.body.contentLength,
              length >= ContentCoding.threshold, length <= ContentCoding.perRequestLimit,
              ContentCoding.acceptsGzip(request.headers.value(.acceptEncoding)),
              response.headers.value(.contentEncoding) == nil,
              let type = response.headers.value(.contentType), ContentCoding.isCompressible(contentType: type)
        else { return response }
        let collected = CollectedBody(capacity: length)
        try await response.body.write(CollectingWriter(target: collected))
        guard let compressed = ContentCoding.gzip(collected.buffer) else {
            response.body = ResponseBody(byteBuffer: collected.buffer)
            return response
        }
        response.headers[.contentEncoding] = "gzip"
        // A tag names exactly the bytes sent: the gzip form has a tag of its own.
        if let tag = response.headers.value(.eTag), tag.hasSuffix("\""), !tag.hasPrefix("W/") {
            response.headers[.eTag] = String(tag.dropLast()) + "-gzip\""
        }
        response.headers[.contentLength] = String(compressed.readableBytes)
        let vary = response.headers.value(.vary)
        response.headers[.vary] = vary.map { $0 + ", Accept-Encoding" } ?? "Accept-Encoding"
        response.body = ResponseBody(byteBuffer: compressed)
        return response
    }
}

/// A response body gathered in memory (bounded by the middleware's limit);
/// used by one request's task only.
private final class CollectedBody: @unchecked Sendable {
    var buffer: ByteBuffer

    init(capacity: Int) {
        buffer = ByteBuffer()
        buffer.reserveCapacity(capacity)
    }
}

private struct CollectingWriter: ResponseBodyWriter {
    let target: CollectedBody

    mutating func write(_ buffer: ByteBuffer) async throws {
        var part = buffer
        target.buffer.writeBuffer(&part)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
