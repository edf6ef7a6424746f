import Crypto
import HummingbirdBcrypt
import NIOPosix
import SDUIServer

/// Hashes and checks the users' passwords.
///
/// New hashes are bcrypt (`$2b$`, at the app's `PasswordCost`), from hummingbird-auth's
/// `HummingbirdBcrypt`: salted, slow on purpose, and a format every other
/// tool reads. Hashes from before (`sha256i$ROUNDS$SALT$HASH`, a salted
/// SHA-256 stretch the first demo used) are still accepted, and `TokenService`
/// replaces one with bcrypt the moment its user logs in successfully
/// (`needsRehash`), so old databases upgrade without a reset.
enum PasswordHasher {
    static let legacyPrefix = "sha256i$"

    static func hash(_ password: String, cost: UInt8) -> String {
        Bcrypt.hash(password, cost: cost)
    }

    /// True when `password` produces `stored`, in either format.
    static func verify(_ password: String, against stored: String) -> Bool {
        if stored.hasPrefix(legacyPrefix) { return LegacyStretch.verify(password, against: stored) }
        guard stored.hasPrefix("$2") else { return false }
        return Bcrypt.verify(password, hash: stored)
    }

    /// `verify` on NIO's thread pool. bcrypt keeps a core busy on purpose; on
    /// Swift's cooperative pool (as many threads as cores) a few logins would
    /// stall every other request, and a SIGTERM's shutdown, until they finish
    /// (measured in docs/server.md).
    static func verifyOffPool(_ password: String, against stored: String) async throws -> Bool {
        try await NIOThreadPool.singleton.runIfActive { verify(password, against: stored) }
    }

    /// `hash` on NIO's thread pool, for the same reason.
    static func hashOffPool(_ password: String, cost: UInt8) async throws -> String {
        try await NIOThreadPool.singleton.runIfActive { hash(password, cost: cost) }
    }

    /// True for a hash that is not bcrypt at `cost` or more: replace it at the next successful login.
    static func needsRehash(_ stored: String, cost: UInt8) -> Bool {
        // $2b$12$…: the cost is the two digits after the second '$'.
        let parts = stored.split(separator: "$", omittingEmptySubsequences: true)
        guard parts.count == 3, parts[0].hasPrefix("2"), let storedCost = UInt8(parts[1]) else { return true }
        return storedCost < cost
    }
}

/// The first demo's scheme, kept only to verify old hashes: a random
/// 16-byte salt and ROUNDS rounds of SHA-256 over digest, salt and password,
/// stored as `sha256i$ROUNDS$SALT$HASH` (hex).
enum LegacyStretch {
    static func verify(_ password: String, against stored: String) -> Bool {
        let parts = stored.split(separator: "$")
        guard parts.count == 4, parts[0] == "sha256i", let rounds = Int(parts[1]), rounds > 0, rounds <= 1_000_000,
              let salt = Hex.decode(parts[2]), let expected = Hex.decode(parts[3])
        else { return false }
        return ConstantTime.equal(stretch(password, salt: salt, rounds: rounds), expected)
    }

    /// Also used by tests to write an old-style hash.
    static func stretch(_ password: String, salt: [UInt8], rounds: Int) -> [UInt8] {
        let passwordBytes = Array(password.utf8)
        var digest = Array(SHA256.hash(data: salt + passwordBytes))
        for _ in 1..<rounds {
            var hasher = SHA256()
            hasher.update(data: digest)
            hasher.update(data: salt)
            hasher.update(data: passwordBytes)
            digest = Array(hasher.finalize())
        }
        return digest
    }
}
