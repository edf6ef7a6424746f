import Hummingbird
import JSON

/// Writes JSON the same way everywhere: keys sorted and slashes unescaped.
///
/// Sorted keys make the bytes a pure function of the value, so two server
/// instances (whose `Dictionary` orders differ) send identical bodies and
/// therefore identical `ETag`s.
package enum JSONBody {
    static let writer = JSONWriter(formatting: [.sortedKeys, .withoutEscapingSlashes])

    package static func bytes(_ value: JSONValue) throws -> [UInt8] {
        try writer.write(value)
    }

    static func value<T: Encodable>(_ model: T) throws -> JSONValue {
        try JSONModelEncoder().encodeToValue(model)
    }

    /// A JSON response of an already built document.
    package static func response(_ value: JSONValue, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) throws -> Response {
        response(bytes: try bytes(value), status: status, headers: headers)
    }

    /// A JSON response of a contract model.
    static func response<T: Encodable>(encoding model: T, status: HTTPResponse.Status = .ok) throws -> Response {
        try response(value(model), status: status)
    }

    static let contentType = "application/json; charset=utf-8"

    static func response(bytes: [UInt8], status: HTTPResponse.Status, headers: HTTPFields = [:]) -> Response {
        var fields = headers
        fields[.contentType] = contentType
        fields[.contentLength] = String(bytes.count)
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
