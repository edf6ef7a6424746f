import Foundation
import Logging
import ServiceLifecycle
import Synchronization
import Testing

/// A server application that runs in a `ServiceGroup` and is stopped by a
/// graceful shutdown, never by cancelling the task that runs it.
///
/// Cancelling that task traps the whole test process in NIO ("Deinited
/// NIOAsyncWriter without calling finish()") when a connection was accepted
/// but not yet handed to the server (apple/swift-nio#2637): the analytics
/// tests met it while a client retried against a server being stopped. A
/// graceful shutdown stops accepting, then serves or closes every connection
/// already accepted.
public final class GracefulServer: Sendable {
    private let group: ServiceGroup
    private let task: Task<Void, any Error>
    /// Which server this is, for the line a slow stop writes: the logger's label.
    private let label: String
    /// How it ended, once it has; nil while it runs.
    private let ending = Ending()

    private final class Ending: Sendable {
        let value = Mutex<Result<Void, any Error>?>(nil)
    }

    /// Starts `service`; `whenStopped` runs once it has stopped, however it stopped.
    public init(_ service: some Service, logger: Logger, whenStopped: @escaping @Sendable () -> Void = {}) {
        let group = ServiceGroup(configuration: .init(services: [service], gracefulShutdownSignals: [], logger: logger))
        self.group = group
        label = logger.label
        let ending = ending
        task = Task {
            defer { whenStopped() }
            do {
                try await group.run()
                ending.value.withLock { $0 = .success(()) }
            } catch {
                ending.value.withLock { $0 = .failure(error) }
                throw error
            }
        }
    }

    /// How the server ended, without waiting: nil while it runs. For a test's
    /// message when a server does not answer (it failed to bind, or is stuck).
    public var ended: Result<Void, any Error>? { ending.value.withLock { $0 } }

    /// How the server ended; waits until it has.
    public var result: Result<Void, any Error> {
        get async { await task.result }
    }

    /// Stops accepting connections, lets the open ones finish, and returns
    /// once the server is gone. A connection that is still busy after
    /// `patience` (a client holding a request open) is cut by cancelling; a
    /// server still not ended `afterCancelling` later is left running and
    /// recorded as the test's issue (`StopTimeout`), so a stuck server fails
    /// its test instead of hanging the run.
    /// The patience stays 5 s: tests with a one-minute limit stop servers whose
    /// clients still hold a connection, and a minute's patience made them run
    /// out. What made stops slow in the full suite (several Chromiums at once,
    /// a server stopped under a browser) is gone instead: the browser tests run
    /// one at a time and never stop a server under an open browser.
    @discardableResult
    public func stop(patience: Duration = .seconds(5), afterCancelling: Duration = .seconds(60)) async -> Result<Void, any Error> {
        await group.triggerGracefulShutdown()
        let task = self.task, label = self.label
        let watchdog = Task {
            try await Task.sleep(for: patience)
            // Cancelling can bring back the trap this type avoids: say so, for whoever reads the log.
            FileHandle.standardError.write(Data("GracefulServer (\(label)): still open after \(patience); cancelling it\n".utf8))
            task.cancel()
        }
        // Bounded even after the cancel: a server stuck where cancelling does not reach (a hook
        // that waits on a gate the failed test never opens) fails its test, not the whole run.
        let result = await Self.firstOf(task, orAfter: patience + afterCancelling, label: label)
        watchdog.cancel()
        if case .failure(let error as StopTimeout) = result { Issue.record("\(error)") }
        return result
    }

    /// `task`'s result, or a failure once `bound` has passed (the task is then left running).
    private static func firstOf(_ task: Task<Void, any Error>, orAfter bound: Duration,
                                label: String) async -> Result<Void, any Error> {
        let first = Mutex<CheckedContinuation<Result<Void, any Error>, Never>?>(nil)
        return await withCheckedContinuation { continuation in
            first.withLock { $0 = continuation }
            let resume: @Sendable (Result<Void, any Error>) -> Void = { result in
                first.withLock { waiting in
                    waiting?.resume(returning: result)
                    waiting = nil
                }
            }
            Task { resume(await task.result) }
            Task {
                try? await Task.sleep(for: bound)
                resume(.failure(StopTimeout(label: label, after: bound)))
            }
        }
    }

    /// A server that did not end within `stop`'s bound, cancelled or not.
    public struct StopTimeout: Error, CustomStringConvertible {
        public let label: String
        public let after: Duration
        public var description: String { "GracefulServer (\(label)) did not end within \(after), cancelled or not" }
    }
}
