/// Every question login, logout and token checks ask of the data.
///
/// The token service is a function of these answers, so it runs the same
/// in SQL for SQLite and PostgreSQL (`SQLAccountStore`), or a test's
/// in-memory store; a store shared by several server instances makes a
/// token issued by one valid on all.
public protocol AccountStore: Sendable {
    /// The user with this email address, compared without regard to case.
    func user(email: String) async throws -> User?
    /// The session of a token hash, with its user.
    func session(tokenHash: String) async throws -> (LoginSession, User)?
    /// Stores a new session, first removing every session that expired before `now`.
    func startSession(_ session: LoginSession, now: Int64) async throws
    /// Removing a session that is not there is harmless.
    func endSession(tokenHash: String) async throws
    /// Replaces a user's stored password hash (an old scheme upgraded at login).
    func updatePasswordHash(userID: Int64, to hash: String) async throws
    /// The times (seconds since 1970) of the failed logins counted under
    /// `key` at or after `since`. Shared by every instance on the store.
    func loginFailures(key: String, since: Int64) async throws -> [Int64]
    /// Counts one failed login under `key`, forgetting that key's failures before `forgetBefore`.
    func recordLoginFailure(key: String, at time: Int64, forgetBefore: Int64) async throws
    /// Forgets every failure counted under `key`.
    func clearLoginFailures(key: String) async throws
}
