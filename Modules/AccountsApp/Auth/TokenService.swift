import Crypto
import Foundation
import LoginContract
import SDUIServer

/// Issues, checks and revokes bearer tokens; the framework asks it who a
/// request's token belongs to.
///
/// A token is 32 random bytes from the system's secure generator, sent to
/// the client once in base64url; the store keeps only its SHA-256, so a
/// leaked database holds no usable tokens. Tokens expire after `lifetime`.
struct TokenService: Authenticator {
    let store: any AccountStore
    let throttle: LoginThrottle
    let passwordCost: PasswordCost
    /// Seven days.
    static let lifetime: Int64 = 7 * 24 * 3600

    /// A token's answer is kept until a session or a user changes (a login,
    /// a logout, a rename, on any instance), and never past its expiry.
    var credentialReuse: CredentialReuse {
        .untilChanged([AccountMigrations.sessions.name, AccountMigrations.dataSet.name])
    }

    init(store: any AccountStore, passwordCost: PasswordCost = .production, now: @escaping @Sendable () -> Int64 = ServerClock.now) {
        self.store = store
        self.passwordCost = passwordCost
        throttle = LoginThrottle(store: store, now: now)
    }

    /// Something, `@`, something with a dot: the shape the login form asks for.
    /// Read scalar by scalar, not by `Character`, so a combining mark after
    /// `@` or `.` cannot hide it (`docs/openapi.yaml` gives the same shape as
    /// a pattern, and the OpenAPI fuzzer sends such names).
    static func looksLikeEmail(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.contains(" "), let at = scalars.firstIndex(of: "@"), at > 0,
              scalars.lastIndex(of: "@") == at else { return false }
        let domain = scalars[(at + 1)...]
        guard let dot = domain.lastIndex(of: "."), dot != domain.startIndex else { return false }
        return dot + 1 != domain.endIndex
    }

    func login(_ request: LoginRequest, clientAddress: String? = nil) async throws -> LoginResponse {
        try await signIn(request, clientAddress: clientAddress).response
    }

    /// `login`, with the user it signed in (for the apps told of a sign-in).
    func signIn(_ request: LoginRequest, clientAddress: String? = nil) async throws -> (response: LoginResponse, user: AuthenticatedUser) {
        let email = request.username.trimmingCharacters(in: .whitespaces)
        // What the login form checks, checked again: a client can be old or hostile.
        guard Self.looksLikeEmail(email) else {
            throw APIError(.badRequest, code: "invalid_field", message: "That is not an email address.", field: "username")
        }
        guard !request.password.isEmpty else {
            throw APIError(.badRequest, code: "invalid_field", message: "Enter your password.", field: "password")
        }
        try await throttle.check(email: email, clientAddress: clientAddress)
        let user = try await store.user(email: email)
        // Verify against a dummy hash for unknown users, so both answers take as long.
        let stored = user?.passwordHash ?? passwordCost.dummyHash
        guard try await PasswordHasher.verifyOffPool(request.password, against: stored), let user else {
            try await throttle.recordFailure(email: email, clientAddress: clientAddress)
            throw APIError(.unauthorized, code: "invalid_credentials",
                           message: "The email address or password is incorrect.")
        }
        try await throttle.recordSuccess(email: email)
        if PasswordHasher.needsRehash(stored, cost: passwordCost.cost) {
            // The password is known right now, and only now: upgrade an old hash to bcrypt.
            try await store.updatePasswordHash(userID: user.id, to: PasswordHasher.hashOffPool(request.password, cost: passwordCost.cost))
        }
        let token = RandomToken.make()
        let now = ServerClock.now()
        let expiresAt = now + Self.lifetime
        try await store.startSession(LoginSession(tokenHash: Self.hash(token), userID: user.id, expiresAt: expiresAt), now: now)
        return (LoginResponse(token: token, expiresAt: expiresAt), AuthenticatedUser(id: user.id, email: user.email, name: user.name))
    }

    func credential(forToken token: String) async throws -> BearerCredential {
        let tokenHash = Self.hash(token)
        guard let (session, user) = try await store.session(tokenHash: tokenHash) else {
            return .invalid(reason: "The token is unknown or was revoked; log in again.")
        }
        guard session.expiresAt > ServerClock.now() else {
            return .invalid(reason: "The token expired; log in again.")
        }
        return .valid(AuthenticatedUser(id: user.id, email: user.email, name: user.name), tokenHash: tokenHash,
                      expiresAt: session.expiresAt)
    }

    /// Forgets a token; revoking twice is harmless.
    func logout(token: String) async throws {
        try await store.endSession(tokenHash: Self.hash(token))
    }

    static func hash(_ token: String) -> String {
        Hex.encode(SHA256.hash(data: Array(token.utf8)))
    }
}
