import Crypto
import Foundation
import GRDB
import Hummingbird
import LoginContract

/// Issues, checks and revokes bearer tokens.
///
/// A token is 32 random bytes from the system's secure generator, sent to
/// the client once in base64url; the database keeps only its SHA-256, so a
/// leaked database holds no usable tokens. Tokens expire after `lifetime`.
struct TokenService: Sendable {
    let database: DemoDatabase
    /// Seven days.
    static let lifetime: Int64 = 7 * 24 * 3600

    func login(_ request: LoginRequest) async throws -> LoginResponse {
        let email = request.username.trimmingCharacters(in: .whitespaces)
        let user = try await database.read { db in
            try UserRecord.filter(Column("email") == email).fetchOne(db)
        }
        // Verify against a dummy hash for unknown users, so both answers take as long.
        let stored = user?.passwordHash ?? Self.dummyHash
        guard PasswordHasher.verify(request.password, against: stored), let user else {
            throw APIError(.unauthorized, code: "invalid_credentials",
                           message: "The email address or password is incorrect.")
        }
        let token = Self.makeToken()
        let expiresAt = DemoDatabase.now() + Self.lifetime
        let record = SessionRecord(tokenHash: Self.hash(token), userID: user.id, expiresAt: expiresAt)
        try await database.write { db in
            try SessionRecord.filter(Column("expiresAt") < DemoDatabase.now()).deleteAll(db)
            try record.insert(db)
        }
        return LoginResponse(token: token, expiresAt: expiresAt)
    }

    /// Who the request's bearer token belongs to.
    func credential(for request: Request) async throws -> BearerCredential {
        let token: String?
        do {
            token = try BearerCredential.token(in: request)
        } catch {
            return .invalid(reason: error.message)
        }
        guard let token else { return .absent }
        let tokenHash = Self.hash(token)
        let found = try await database.read { db -> (SessionRecord, UserRecord)? in
            guard let session = try SessionRecord.fetchOne(db, key: tokenHash),
                  let user = try UserRecord.fetchOne(db, key: session.userID) else { return nil }
            return (session, user)
        }
        guard let (session, user) = found else {
            return .invalid(reason: "The token is unknown or was revoked; log in again.")
        }
        guard session.expiresAt > DemoDatabase.now() else {
            return .invalid(reason: "The token expired; log in again.")
        }
        return .valid(AuthenticatedUser(id: user.id, email: user.email, name: user.name), tokenHash: tokenHash)
    }

    /// Forgets the token of the request, if it has one; revoking twice is harmless.
    func logout(_ request: Request) async throws {
        guard let token = try BearerCredential.token(in: request) else { return }
        let tokenHash = Self.hash(token)
        _ = try await database.write { db in try SessionRecord.deleteOne(db, key: tokenHash) }
    }

    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func hash(_ token: String) -> String {
        Hex.encode(SHA256.hash(data: Array(token.utf8)))
    }

    private static let dummyHash = PasswordHasher.hash("not a password of anyone")
}
