import Logging
import Synchronization

/// What a server logged, for a test to read: every event at or above the
/// level of the logger made from it (`logger(label:level:)`), with its
/// message, metadata and error, in order.
public final class RecordedLog: Sendable {
    /// One event as it was logged.
    public struct Entry: Sendable {
        public let level: Logger.Level
        public let message: String
        /// The logger's metadata and the event's, the event's winning.
        public let metadata: Logger.Metadata
        public let error: String?

        /// `level message metadata error`, on one line.
        public var line: String {
            "\(level) \(message) \(metadata)" + (error.map { " " + $0 } ?? "")
        }
    }

    private let kept = Mutex<[Entry]>([])

    public init() {}

    /// A logger whose events at `level` and above are kept here.
    public func logger(label: String, level: Logger.Level = .trace) -> Logger {
        Logger(label: label) { _ in Handler(log: self, logLevel: level) }
    }

    public var entries: [Entry] { kept.withLock { $0 } }
    /// The messages alone.
    public var messages: [String] { entries.map(\.message) }
    /// Every entry's `line`, one a line.
    public var text: String { entries.map(\.line).joined(separator: "\n") }

    /// Forgets what was kept so far (what start-up said, before the part a test looks at).
    public func removeAll() { kept.withLock { $0.removeAll() } }

    private struct Handler: LogHandler {
        let log: RecordedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level

        init(log: RecordedLog, logLevel: Logger.Level) {
            self.log = log
            self.logLevel = logLevel
        }

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let entry = Entry(level: event.level, message: event.message.description,
                              metadata: metadata.merging(event.metadata ?? [:]) { $1 }, error: event.error.map { "\($0)" })
            log.kept.withLock { $0.append(entry) }
        }
    }
}
