/// The login endpoint's request and answer, shared by the server and the client.
///
/// ```json
/// {"username": "ada@example.com", "password": "…"}
/// {"token": "…", "expiresAt": 1795000000}
/// ```
public struct LoginRequest: Codable, Sendable, Equatable {
    public var username: String
    public var password: String

    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }
}

/// A bearer token and when it stops working (seconds since 1970, UTC).
public struct LoginResponse: Codable, Sendable, Equatable {
    public var token: String
    public var expiresAt: Int64

    public init(token: String, expiresAt: Int64) {
        self.token = token
        self.expiresAt = expiresAt
    }
}

/// The login endpoint's answer to the web client (`SDUI-Client: web`): the
/// token went into an `HttpOnly` cookie, where no script in the page can
/// read it, so the answer only says until when the login lasts.
///
/// ```json
/// {"expiresAt": 1795000000}
/// ```
public struct WebLoginResponse: Codable, Sendable, Equatable {
    public var expiresAt: Int64

    public init(expiresAt: Int64) {
        self.expiresAt = expiresAt
    }
}
