/// What one flush achieved, for logs and tests.
public struct FlushReport: Sendable, Equatable {
    /// Events the server acknowledged (new plus duplicates).
    public var delivered: Int = 0
    public var accepted: Int = 0
    public var duplicates: Int = 0
    public var batches: Int = 0
    /// Failed attempts (each followed by a backoff wait or by giving up).
    public var failures: Int = 0
    public var rejected: Int = 0
    /// True when the queue was empty at the end; false when the flush gave up.
    public var drained: Bool = false

    public init() {}
}
