/// One published set of content: immutable once stored, numbered by the
/// database in the order releases were published, with who published it,
/// when, why, and a digest of its files (equal digests, equal content).
public struct Release: Sendable, Equatable {
    public let number: Int
    public let author: String
    public let note: String
    /// Milliseconds since 1970, as the publishing instance's clock read them.
    public let createdAt: Int64
    /// SHA-256 of the files, names and bytes, in name order.
    public let digest: String
    public let fileCount: Int
}

/// Where a release is served: `live` is what clients get; `staging` is what
/// a server started with `--release-channel staging` serves, so authors can
/// look at a release before `release promote` makes it live.
public enum ReleaseChannel: String, Sendable, CaseIterable {
    case live
    case staging
}
