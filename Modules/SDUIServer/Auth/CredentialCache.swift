import Synchronization

/// Valid answers of the authenticator, per token, under the data versions
/// they were given at (`CredentialReuse.untilChanged`), as the stamp
/// `ServerStorage.dataVersionStamp` writes them: an engine that keeps
/// versions in memory keeps that string too, so a kept answer is found
/// without building a dictionary per request. Tokens are at most
/// 256 bytes (`BearerCredential.token(in:)`), so `limit` entries hold at
/// most about 5 MiB; when full it starts over.
final class CredentialCache: Sendable {
    private struct Entry {
        let credential: BearerCredential
        let stamp: String
        let expiresAt: Int64
    }

    let limit: Int
    private let entries = Mutex<[String: Entry]>([:])

    init(limit: Int = 10_000) {
        self.limit = limit
    }

    /// The kept answer for `token`, if it was given under `stamp` and has not expired at `now`.
    func credential(forToken token: String, stamp: String, now: Int64) -> BearerCredential? {
        entries.withLock { entries in
            guard let entry = entries[token] else { return nil }
            guard entry.stamp == stamp, entry.expiresAt > now else {
                entries[token] = nil
                return nil
            }
            return entry.credential
        }
    }

    /// Keeps a valid answer that says when it expires; others are asked again every time.
    func keep(_ credential: BearerCredential, forToken token: String, stamp: String, now: Int64) {
        guard case .valid(_, _, let expiresAt?) = credential, expiresAt > now else { return }
        entries.withLock { entries in
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[token] = Entry(credential: credential, stamp: stamp, expiresAt: expiresAt)
        }
    }
}
