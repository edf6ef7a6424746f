import Hummingbird
import JSON

/// A failed request, answered as `{"error": {"code": "...", "message": "..."}}`.
///
/// Every 4xx and 5xx of the server goes through this one type, so clients
/// can rely on a machine-readable `code` and a `message` written for the
/// person who has to fix the request, whatever went wrong.
public struct APIError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The HTTP status of the answer.
    public let status: HTTPResponse.Status
    /// Stable, snake_case; clients may switch on it.
    public let code: String
    /// Says what was wrong and, where it can, where.
    public let message: String
    /// Extra response headers, such as `WWW-Authenticate` on a 401.
    public let headers: HTTPFields
    /// Members added beside `error` at the top level (the unsupported-version
    /// answer is also a screen, so old clients can show it).
    public let extraMembers: JSONObject
    /// The request field the error is about (`username`), sent as
    /// `error.field`, so a client can show the message under that input.
    public let field: String?

    public init(_ status: HTTPResponse.Status, code: String, message: String, headers: HTTPFields = [:],
                extraMembers: JSONObject = JSONObject(), field: String? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers
        self.extraMembers = extraMembers
        self.field = field
    }

    public var description: String { "\(status.code) \(code): \(message)" }

    /// The JSON document sent as the body.
    public var document: JSONValue {
        var object = extraMembers
        var error: JSONObject = ["code": .string(code), "message": .string(message)]
        if let field { error["field"] = .string(field) }
        object["error"] = .object(error)
        return .object(object)
    }

    public static func == (lhs: APIError, rhs: APIError) -> Bool {
        lhs.status == rhs.status && lhs.code == rhs.code && lhs.message == rhs.message
    }
}

extension APIError {
    public static func notFound(_ message: String) -> APIError {
        APIError(.notFound, code: "not_found", message: message)
    }

    public static func badRequest(_ code: String, _ message: String) -> APIError {
        APIError(.badRequest, code: code, message: message)
    }

    public static func unauthorized(_ message: String) -> APIError {
        APIError(.unauthorized, code: "unauthorized", message: message,
                 headers: [.wwwAuthenticate: "Bearer realm=\"sdui\""])
    }

    static let bodyTooLarge = bodyTooLarge(limit: SDUIRequestContext.maximumBodySize)

    static func bodyTooLarge(limit: Int) -> APIError {
        APIError(.contentTooLarge, code: "body_too_large", message: "The request body is larger than the limit of \(limit) bytes.")
    }
}
