import Synchronization

/// Collects diagnostics while a document decodes.
///
/// Decoding runs through `Decodable` initialisers that cannot return extra
/// values, so they report into this log, which travels in the decoder's
/// `userInfo`. It is a reference type on purpose: every nested decoder must
/// write to the same log.
///
/// It keeps at most `maximumCount` diagnostics and `maximumBytes` of their
/// paths and reasons, and counts the rest: a deep document can give every
/// level a diagnostic whose path grows with the depth, and those must not
/// take more memory than the document itself.
public final class DiagnosticLog: Sendable {
    public static let maximumCount = 1_000
    public static let maximumBytes = 256 * 1024

    private struct Entries {
        var kept: [Diagnostic] = []
        var bytes = 0
        var notRecorded = 0
    }

    private let entries = Mutex(Entries())

    public init() {}

    public func record(_ diagnostic: Diagnostic) {
        let size = diagnostic.path.utf8.count + diagnostic.reason.utf8.count
        entries.withLock { entries in
            guard entries.notRecorded == 0, entries.kept.count < Self.maximumCount,
                  size <= Self.maximumBytes - entries.bytes else {
                entries.notRecorded += 1
                return
            }
            entries.kept.append(diagnostic)
            entries.bytes += size
        }
    }

    /// False once the log only counts: callers can skip making paths and reasons.
    public var keepsMore: Bool {
        entries.withLock { $0.notRecorded == 0 && $0.kept.count < Self.maximumCount && $0.bytes < Self.maximumBytes }
    }

    /// Counts a diagnostic that was not made because the log only counts now.
    public func countNotRecorded() {
        entries.withLock { $0.notRecorded += 1 }
    }

    /// Every diagnostic offered so far, kept or only counted.
    public var recordedOrCounted: Int {
        entries.withLock { $0.kept.count + $0.notRecorded }
    }

    /// What was recorded, and one `notRecorded` entry at the end when some were only counted.
    public var diagnostics: [Diagnostic] {
        entries.withLock { entries in
            guard entries.notRecorded > 0 else { return entries.kept }
            return entries.kept + [Self.summary(notRecorded: entries.notRecorded)]
        }
    }

    /// The entry that stands for `count` diagnostics that were not kept.
    static func summary(notRecorded count: Int) -> Diagnostic {
        Diagnostic(kind: .notRecorded(count: count), path: "",
                   reason: "\(count) more problem\(count == 1 ? " was" : "s were") found and not recorded (a document keeps at most \(maximumCount) diagnostics and \(maximumBytes) bytes of them)")
    }
}
