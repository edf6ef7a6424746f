import SDUIServer

/// Limits failed logins per account and per client address, so a password
/// cannot be guessed at the speed of the network.
///
/// Failures are counted in the store, not in memory, so the limit holds
/// across every instance that shares the database: an attacker spreading
/// attempts over instances behind a load balancer meets the same count.
/// Within `window` seconds, `perAccount` failures for one address (email)
/// or `perClient` failures from one client address lock further attempts
/// out, correct password or not, until the oldest of those failures leaves
/// the window; the answer is 429 with `Retry-After`. A successful login
/// clears its account's failures (not its client's: one client trying many
/// accounts stays limited).
struct LoginThrottle: Sendable {
    var perAccount = 5
    var perClient = 20
    /// Fifteen minutes.
    var window: Int64 = 15 * 60
    let store: any AccountStore
    let now: @Sendable () -> Int64

    /// The keys a login attempt is counted under.
    static func keys(email: String, clientAddress: String?) -> (account: String, client: String?) {
        ("account:" + email.lowercased(), clientAddress.map { "client:" + $0 })
    }

    /// Throws 429 when either key has used up its attempts.
    func check(email: String, clientAddress: String?) async throws {
        let keys = Self.keys(email: email, clientAddress: clientAddress)
        let since = now() - window
        var retryAfter: Int64 = 0
        let account = try await store.loginFailures(key: keys.account, since: since)
        if account.count >= perAccount, let oldest = account.min() {
            retryAfter = max(retryAfter, oldest + window - now())
        }
        if let client = keys.client {
            let failures = try await store.loginFailures(key: client, since: since)
            if failures.count >= perClient, let oldest = failures.min() {
                retryAfter = max(retryAfter, oldest + window - now())
            }
        }
        guard retryAfter > 0 else { return }
        throw APIError(.tooManyRequests, code: "too_many_login_attempts",
                       message: "Too many failed logins; try again in \(Self.minutes(retryAfter)).",
                       headers: [.retryAfter: String(retryAfter)])
    }

    func recordFailure(email: String, clientAddress: String?) async throws {
        let keys = Self.keys(email: email, clientAddress: clientAddress)
        let time = now()
        try await store.recordLoginFailure(key: keys.account, at: time, forgetBefore: time - window)
        if let client = keys.client {
            try await store.recordLoginFailure(key: client, at: time, forgetBefore: time - window)
        }
    }

    func recordSuccess(email: String) async throws {
        try await store.clearLoginFailures(key: Self.keys(email: email, clientAddress: nil).account)
    }

    private static func minutes(_ seconds: Int64) -> String {
        seconds <= 60 ? "a minute" : "\((seconds + 59) / 60) minutes"
    }
}
