/// Where the health endpoints are and how long a stopping instance keeps
/// answering after it reports not ready (`ServerConfiguration.health`).
public struct HealthSettings: Sendable, Equatable {
    /// `GET` here answers 200 whenever the process answers at all: a balancer
    /// or supervisor restarts an instance that stops answering it.
    public var livenessPath: String
    /// `GET` here answers 200 only when the instance should take traffic,
    /// 503 with the reason while it loads its release or drains.
    public var readinessPath: String
    /// How long a SIGTERM'd instance keeps serving while reporting not ready,
    /// before it closes its listener and finishes what it holds. It must
    /// exceed the balancer's time to notice (HAProxy: `inter` × `fall`), or
    /// requests sent in between meet a closed port. Zero stops at once.
    public var drainDelay: Duration

    public static let defaultLivenessPath = "health/live"
    public static let defaultReadinessPath = "health/ready"
    /// Five seconds: HAProxy's defaults (`inter 2s`, `fall 3`) notice in six,
    /// so a check that runs every second with `fall 2` or less is covered.
    public static let defaultDrainDelay: Duration = .seconds(5)

    public init(livenessPath: String = defaultLivenessPath, readinessPath: String = defaultReadinessPath,
                drainDelay: Duration = defaultDrainDelay) {
        self.livenessPath = livenessPath
        self.readinessPath = readinessPath
        self.drainDelay = drainDelay
    }

    /// The settings with paths written as given on a command line (a leading
    /// `/` or not), checked: plain segments only, not under an API version,
    /// the two different, and a delay that is not negative. A path another
    /// route answers is refused when the router is made (`RouteConflict`),
    /// since only then are the installed modules' routes known.
    public static func validated(livenessPath: String, readinessPath: String,
                                 drainDelay: Duration) throws(HealthSettingsError) -> HealthSettings {
        let live = try routePath(livenessPath, option: "liveness path")
        let ready = try routePath(readinessPath, option: "readiness path")
        guard live != ready else { throw .samePaths(live) }
        guard drainDelay >= .zero else { throw .negativeDrainDelay }
        return HealthSettings(livenessPath: live, readinessPath: ready, drainDelay: drainDelay)
    }

    private static func routePath(_ raw: String, option: String) throws(HealthSettingsError) -> String {
        let trimmed = raw.hasPrefix("/") ? String(raw.dropFirst()) : raw
        let segments = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        guard !trimmed.isEmpty, segments.count <= 8 else { throw .invalidPath(option: option, path: raw, reason: "give one to eight segments, such as /health/ready") }
        for segment in segments {
            guard !segment.isEmpty, segment.count <= 64,
                  segment.utf8.allSatisfy({ byte in
                      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                  })
            else { throw .invalidPath(option: option, path: raw, reason: "each segment is letters, digits, - or _") }
        }
        let first = String(segments[0])
        if isVersionSegment(first) {
            throw .invalidPath(option: option, path: raw, reason: "'\(first)' is where the API's versions are served")
        }
        return trimmed
    }

    /// `v` and digits: the API's versioned routes live there.
    private static func isVersionSegment(_ segment: String) -> Bool {
        segment.count > 1 && segment.hasPrefix("v")
            && segment.utf8.dropFirst().allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}

/// Health settings that cannot be used, with the option and the reason.
public enum HealthSettingsError: Error, Equatable, CustomStringConvertible {
    case invalidPath(option: String, path: String, reason: String)
    case samePaths(String)
    case negativeDrainDelay

    public var description: String {
        switch self {
        case .invalidPath(let option, let path, let reason): "The \(option) '\(path)' cannot be used: \(reason)."
        case .samePaths(let path): "The liveness and readiness paths are both '/\(path)'; they answer different questions, so give two."
        case .negativeDrainDelay: "The drain delay is negative; give 0 or more seconds."
        }
    }
}
