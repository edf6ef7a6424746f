import Crypto
import SDUIServer

/// Hashes and checks passwords for the demo's users.
///
/// A demo, not a production scheme: a random 16-byte salt and 20,000 rounds
/// of SHA-256 (a PBKDF2-like stretch without HMAC). It keeps plain passwords
/// out of the database and makes guessing cost something; a real deployment
/// would use Argon2id or scrypt. Stored as `sha256i$ROUNDS$SALT$HASH` (hex).
enum PasswordHasher {
    static let rounds = 20_000

    static func hash(_ password: String) -> String {
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return "sha256i$\(rounds)$\(Hex.encode(salt))$\(Hex.encode(stretch(password, salt: salt, rounds: rounds)))"
    }

    /// True when `password` produces `stored`; compared in constant time.
    static func verify(_ password: String, against stored: String) -> Bool {
        let parts = stored.split(separator: "$")
        guard parts.count == 4, parts[0] == "sha256i", let rounds = Int(parts[1]), rounds > 0, rounds <= 1_000_000,
              let salt = Hex.decode(parts[2]), let expected = Hex.decode(parts[3])
        else { return false }
        return ConstantTime.equal(stretch(password, salt: salt, rounds: rounds), expected)
    }

    private static func stretch(_ password: String, salt: [UInt8], rounds: Int) -> [UInt8] {
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
