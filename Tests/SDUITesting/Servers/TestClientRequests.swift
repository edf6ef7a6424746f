import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSON
import LoginContract
import SDUI

extension TestResponse {
    public var bytes: [UInt8] { Array(body.readableBytesView) }
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public func json() throws -> JSONValue {
        try JSONParser().parse(bytes)
    }

    /// `error.code` of a JSON error body.
    public func errorCode() throws -> String? {
        try json()["error"]?["code"]?.stringValue
    }
}

extension TestClientProtocol {
    public func get(_ uri: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await execute(uri: uri, method: .get, headers: headers)
    }

    public func post(_ uri: String, json: JSONValue, headers: HTTPFields = [:]) async throws -> TestResponse {
        var headers = headers
        headers[.contentType] = "application/json"
        return try await execute(uri: uri, method: .post, headers: headers,
                                 body: ByteBuffer(bytes: try json.serialized()))
    }

    public func post(_ uri: String, raw: String, contentType: String?, headers: HTTPFields = [:]) async throws -> TestResponse {
        var headers = headers
        if let contentType { headers[.contentType] = contentType }
        return try await execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: raw))
    }

    /// Logs the demo user in and returns the bearer token.
    public func login(email: String = "ada@example.com", password: String = "lovelace") async throws -> String {
        let response = try await send(LoginRoutes.signIn, version: 1, json: ["username": .string(email), "password": .string(password)])
        guard response.status == .ok, let token = try response.json()["token"]?.stringValue else {
            throw TestFailure("login failed: \(response.status) \(response.text)")
        }
        return token
    }
}

/// Requests made from the routes' declarations, as the clients make them, so a
/// test names the screen or command and not a path it would have to keep in step.
extension TestClientProtocol {
    /// GETs `route` as a client of API `version` would.
    public func get(_ route: APIRoute, version: Int = 2, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await get(route.path(version: version), headers: headers)
    }

    /// POSTs `json` to `route` (a command, the analytics events), as a client of API `version` would.
    public func post(_ route: APIRoute, version: Int = 2, json: JSONValue, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await post(route.path(version: version), json: json, headers: headers)
    }

    /// POSTs `json` to the command `route` declares, as a client of API `version` would.
    public func post<Input>(_ route: CommandRoute<Input>, version: Int = 2, json: JSONValue,
                            headers: HTTPFields = [:]) async throws -> TestResponse {
        try await post(APIRoute.command(route).path(version: version), json: json, headers: headers)
    }

    /// Calls the endpoint `route` declares with its method, as a client of API
    /// `version` would, with `json` as the body when there is one.
    public func send(_ route: EndpointRoute<Void>, version: Int = 2, json: JSONValue? = nil,
                     headers: HTTPFields = [:]) async throws -> TestResponse {
        guard let method = HTTPRequest.Method(route.method.name) else { throw TestFailure("no HTTP method \(route.method.name)") }
        var headers = headers
        var body: ByteBuffer?
        if let json {
            headers[.contentType] = "application/json"
            body = ByteBuffer(bytes: try json.serialized())
        }
        return try await execute(uri: route.url(api: "/v\(version)"), method: method, headers: headers, body: body)
    }
}
