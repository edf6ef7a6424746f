import HTTPTypes
import Hummingbird
import JSON
import Logging
import SDUIContract

/// A route an app adds under `/v{version}/` that is not a screen or a
/// command: the login endpoint, an album's track list.
public struct AppEndpoint: Sendable {
    public typealias Method = APIMethod

    public typealias Handler = @Sendable (EndpointRequest) async throws -> EndpointAnswer

    public let method: Method
    /// Relative to `/v{version}/`, with `{name}` captures (`albums/{id}/tracks`).
    public let pattern: String
    public let owner: String
    let handler: Handler
}

/// What an endpoint handler may know about its request.
///
/// The body is read only when asked for, with the API's rules (JSON only,
/// size limit, errors with line and column), and the bearer token only when
/// asked for, so an endpoint answers exactly as strictly as it needs.
public struct EndpointRequest: Sendable {
    public let version: APIVersion
    /// The pattern's captures, as sent (still percent-encoded).
    public let parameters: [String: String]
    public let logger: Logger
    let request: Request
    let context: SDUIRequestContext
    /// Whose forwarding header names the client (`clientAddress`).
    let trustedProxies: TrustedProxies

    /// The body decoded as `T`; a mismatch is a 400 that names the JSON path.
    public func body<T: Decodable>(as type: T.Type) async throws -> T {
        try await JSONRequestBody.decode(type, from: request, context: context)
    }

    /// The token of `Authorization: Bearer <token>`, else of the web client's
    /// session cookie (`SDUI-Client: web` only); nil for neither. A malformed
    /// `Authorization` header is a 401.
    public func bearerToken() throws(APIError) -> String? {
        try BearerCredential.sessionToken(in: request)
    }

    /// Whether the request comes from the web client (`SDUI-Client: web`):
    /// its login is kept in an `HttpOnly` cookie, never handed to the page.
    public var isWebClient: Bool { WebSessionCookie.isWebClient(request) }

    /// `Set-Cookie` holding `token` for the web client, until `expiresAt` (Unix seconds).
    public func sessionCookie(token: String, expiresAt: Int64) -> String {
        WebSessionCookie.setting(token, maxAge: expiresAt - ServerClock.now(), secure: secureCookies)
    }

    /// `Set-Cookie` that makes the web client's browser forget its session cookie.
    public func clearedSessionCookie() -> String {
        WebSessionCookie.clearing(secure: secureCookies)
    }

    private var secureCookies: Bool { WebSessionCookie.isSecure(request, peer: context.peerAddress) }

    /// The client's install id (`SDUI-Install-ID`), nil without the header; a
    /// garbled one is a 400 naming the header. The login endpoint hands it to
    /// the apps that keep a guest's state per install.
    public func installID() throws(APIError) -> String? {
        try APIHandlers.installID(request)
    }

    /// The client's IP address, for limits per client (login attempts); nil without a socket.
    public var clientAddress: String? { context.clientAddress(of: request, trusting: trustedProxies) }
}

/// An endpoint's answer: a JSON document, or nothing (204).
public enum EndpointAnswer: Sendable {
    case json(JSONValue, cacheControl: String?)
    case noContent(cacheControl: String?)
    /// Another answer with a `Set-Cookie` header (the web client's login and logout).
    indirect case settingCookie(EndpointAnswer, String)

    /// A contract model as JSON.
    public static func json<T: Encodable>(encoding model: T, cacheControl: String? = nil) throws -> EndpointAnswer {
        .json(try JSONBody.value(model), cacheControl: cacheControl)
    }

    func response() throws -> Response {
        switch self {
        case .json(let value, let cacheControl):
            var response = try JSONBody.response(value)
            if let cacheControl { response.headers[.cacheControl] = cacheControl }
            return response
        case .noContent(let cacheControl):
            var headers = HTTPFields()
            if let cacheControl { headers[.cacheControl] = cacheControl }
            return Response(status: .noContent, headers: headers)
        case .settingCookie(let answer, let cookie):
            var response = try answer.response()
            response.headers.append(HTTPField(name: .setCookie, value: cookie))
            return response
        }
    }
}
