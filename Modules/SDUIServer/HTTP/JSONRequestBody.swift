import Foundation
import Hummingbird
import JSON
import NIOCore
import SDUIContract

/// Reads a request body as JSON with the API's rules: `application/json`
/// only (415 otherwise), at most the context's upload limit (413), and
/// parse errors answered with their line and column (400).
///
/// Parsing goes through our own `JSONParser` rather than Foundation so that
/// the error names the exact place, the same message the clients show.
package enum JSONRequestBody {
    /// Nesting deeper than this is refused; no request of the API needs more than a few levels.
    static let maximumDepth = 64

    /// The body as a JSON value; an empty body is `{}` when `allowEmpty` is set.
    /// - Parameter limit: bytes at most; the context's upload limit unless a route takes more (a release).
    package static func read(_ request: Request, context: some RequestContext, allowEmpty: Bool = false,
                     limit: Int? = nil) async throws -> JSONValue {
        let limit = limit ?? context.maxUploadSize
        if let length = request.headers.value(.contentLength).flatMap({ Int($0) }), length > limit {
            throw APIError.bodyTooLarge(limit: limit)
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw APIError.bodyTooLarge(limit: limit)
        }
        let contentType = request.headers.value(.contentType)
        if buffer.readableBytes == 0 {
            guard allowEmpty else {
                throw APIError.badRequest("empty_body", "This request needs a JSON body.")
            }
            if contentType == nil { return .object(JSONObject()) }
        }
        guard let contentType, isJSON(contentType) else {
            throw APIError(.unsupportedMediaType, code: "unsupported_media_type",
                           message: "Send the body as application/json (got \(contentType.map { "'\($0)'" } ?? "no Content-Type")).")
        }
        if buffer.readableBytes == 0 { return .object(JSONObject()) }
        let bytes = Array(buffer.readableBytesView)
        do throws(JSONParseError) {
            return try JSONParser(options: .init(maxDepth: maximumDepth, maxInputSize: limit)).parse(bytes)
        } catch {
            throw APIError.badRequest(
                "malformed_json", "Malformed JSON at line \(error.line), column \(error.column): \(error.reason).")
        }
    }

    /// The body decoded as `T`; a mismatch names the JSON path that was wrong.
    static func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        let value = try await read(request, context: context)
        return try decode(type, from: value)
    }

    /// `whose` names the body in the message ("The body", "The body of the command 'pay'").
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, whose: String = "The body") throws -> T {
        do {
            return try JSONModelDecoder().decode(type, from: value)
        } catch {
            let failure = DecodingFailure(error, at: [])
            throw APIError.badRequest("invalid_body", "\(whose) does not match \(T.self) at \(failure.path): \(failure.reason).")
        }
    }

    /// `application/json`, with or without parameters, or any `+json` type.
    static func isJSON(_ contentType: String) -> Bool {
        let mediaType = contentType.split(separator: ";", maxSplits: 1).first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        } ?? ""
        return mediaType == "application/json" || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json"))
    }
}
