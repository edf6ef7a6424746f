/// How much work bcrypt does for each password, as its cost (2^cost rounds).
///
/// Production hashes at 12, a few hundred milliseconds a login on purpose.
/// Servers started by the tests hash at 4, 256 times less work, with the
/// same code: the suite logs in over a hundred times (the throttle tests
/// alone fail twenty logins in a row), and at cost 12 those verifications
/// queue on NIO's two-thread pool until a busy machine's answers pass the
/// test client's 20-second read timeout.
public struct PasswordCost: Sendable, Equatable {
    public let cost: UInt8

    public init(_ cost: UInt8) {
        self.cost = cost
    }

    public static let production = PasswordCost(12)
    public static let testing = PasswordCost(4)

    /// The demo user's password (`AccountMigrations.demoPassword`) at this
    /// cost: written out for the two costs used, so no server start pays for it.
    var demoPasswordHash: String {
        switch cost {
        case 12: return "$2b$12$yR4Fprvdvslzupqe0yCq2.OF0KSonAtrj3jzRx.e7FJ7UkPC403jW"
        case 4: return Self.testingDemoHash
        default: return PasswordHasher.hash(AccountMigrations.demoPassword, cost: cost)
        }
    }

    /// What an unknown address is checked against, so it costs as much as a known one.
    var dummyHash: String {
        switch cost {
        case 12: return Self.productionDummyHash
        case 4: return Self.testingDummyHash
        default: return PasswordHasher.hash("not a password of anyone", cost: cost)
        }
    }

    private static let testingDemoHash = PasswordHasher.hash(AccountMigrations.demoPassword, cost: 4)
    private static let productionDummyHash = PasswordHasher.hash("not a password of anyone", cost: 12)
    private static let testingDummyHash = PasswordHasher.hash("not a password of anyone", cost: 4)
}
