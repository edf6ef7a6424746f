/// A screen cache that can also keep screens for offline use on request
/// (`keepOffline`): a kept screen's copy is pinned, outside the cache's
/// ordinary eviction, together with the bytes of its pictures, under limits
/// of its own (`KeepLimits`). The full client's SQLite cache is one; a cache
/// in memory is not (nothing it kept would outlive the process).
public protocol KeptScreenStore: ScreenCache {
    /// Pins the stored copy of `url` with `pictures` (replacing the pictures it
    /// kept before), or refuses when that would pass `limits`; the copy must be stored.
    func keep(_ url: String, pictures: [CachedDocument], limits: KeepLimits) async throws(KeepError) -> KeptUsage
    /// Replaces the pictures of `url` if it is still kept (a refresh must never pin a
    /// screen removed meanwhile); false when it is not kept, and nothing changes.
    func refreshPictures(of url: String, with pictures: [CachedDocument], limits: KeepLimits) async throws(KeepError) -> Bool
    /// Unpins `url` and forgets its pictures; false when it was not kept.
    func release(_ url: String) async throws(KeepError) -> Bool
    /// The kept screens' URLs, the most recently kept first.
    func keptURLs() async -> [String]
    /// A kept picture's bytes with its `ETag`, for drawing it without a network.
    func keptPicture(_ url: String) async -> CachedDocument?
}

/// How much may be kept for offline: a count of screens and the bytes of
/// their bodies and pictures together, apart from the ordinary cache's budget.
public struct KeepLimits: Sendable, Equatable {
    public var maximumScreens: Int
    public var maximumBytes: Int

    /// 20 screens and 32 MiB: a few albums with their covers, bounded whatever the server sends.
    public static let standard = KeepLimits(maximumScreens: 20, maximumBytes: 32 << 20)

    public init(maximumScreens: Int, maximumBytes: Int) {
        self.maximumScreens = max(0, maximumScreens)
        self.maximumBytes = max(0, maximumBytes)
    }
}

/// What is kept after a keep: screens and bytes (bodies and pictures).
public struct KeptUsage: Sendable, Equatable {
    public let screens: Int
    public let bytes: Int

    public init(screens: Int, bytes: Int) {
        self.screens = screens
        self.bytes = bytes
    }
}

/// Why a screen was not kept (or not removed), in words for the person.
public enum KeepError: Error, Sendable, Equatable, CustomStringConvertible {
    /// There is no stored copy of the screen to keep.
    case notStored(url: String)
    /// As many screens as `limit` are kept already.
    case tooManyScreens(limit: Int)
    /// Keeping it (`needed` bytes) would pass the `limit` with `kept` bytes kept already.
    case tooLarge(needed: Int, kept: Int, limit: Int)
    /// The cache cannot keep screens (one in memory, say).
    case unavailable(reason: String)
    /// Reading or writing the cache failed.
    case storage(String)

    public var description: String {
        switch self {
        case .notStored(let url):
            return "there is no copy of \(url) to keep; open it while online first"
        case .tooManyScreens(let limit):
            let kept = limit == 1 ? "1 screen is" : "\(limit) screens are"
            return "\(kept) kept for offline already, the most there may be; remove one first (open it and choose “Remove from offline”)"
        case .tooLarge(let needed, let kept, let limit):
            return "it needs \(Self.size(needed)) and kept screens already take \(Self.size(kept)) of the \(Self.size(limit)) they may use; remove one first (open it and choose “Remove from offline”)"
        case .unavailable(let reason):
            return "this client cannot keep screens for offline: \(reason)"
        case .storage(let detail):
            return "the offline copies could not be written (\(detail))"
        }
    }

    /// Bytes for people: kilobytes (rounded up) below a megabyte, else megabytes with
    /// one decimal (`1.5 MB`), in integer steps (no Foundation here).
    public static func size(_ bytes: Int) -> String {
        let bytes = max(0, bytes)
        guard bytes >= 1 << 20 else { return "\(bytes / 1024 + (bytes % 1024 == 0 ? 0 : 1)) KB" }
        let tenths = bytes / 1024 * 10 / 1024
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
