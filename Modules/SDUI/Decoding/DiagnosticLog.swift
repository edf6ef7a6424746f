import Synchronization

/// Collects diagnostics while a document decodes.
///
/// Decoding runs through `Decodable` initialisers that cannot return extra
/// values, so they report into this log, which travels in the decoder's
/// `userInfo`. It is a reference type on purpose: every nested decoder must
/// write to the same log.
public final class DiagnosticLog: Sendable {
    private let entries = Mutex<[Diagnostic]>([])

    public init() {}

    public func record(_ diagnostic: Diagnostic) {
        entries.withLock { $0.append(diagnostic) }
    }

    public var diagnostics: [Diagnostic] {
        entries.withLock { $0 }
    }
}
