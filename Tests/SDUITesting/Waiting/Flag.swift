import Synchronization

/// Set once by one task, read by others: "stop now" for loops a test runs
/// beside what it waits for (connections made until the server stops, logins
/// until one is seen in flight).
public final class Flag: Sendable {
    private let value = Atomic(false)

    public init() {}

    public var isSet: Bool { value.load(ordering: .relaxed) }

    public func set() { value.store(true, ordering: .relaxed) }
}
