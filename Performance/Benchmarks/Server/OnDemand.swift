import Synchronization

/// A value made by the first caller that asks for it, then shared.
final class OnDemand<Value: Sendable>: Sendable {
    private let make: @Sendable () async throws -> Value
    private let started = Mutex<Task<Value, any Error>?>(nil)

    init(_ make: @escaping @Sendable () async throws -> Value) {
        self.make = make
    }

    func value() async throws -> Value {
        let task = started.withLock { started in
            if let task = started { return task }
            let task = Task { try await make() }
            started = task
            return task
        }
        return try await task.value
    }
}
