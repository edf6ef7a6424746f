import TerminalUI
import Synchronization

/// The answer to one input request, delivered exactly once: the typed
/// text, the chosen value, or nil when the user cancels or the app quits.
final class InputReply: Sendable {
    private let continuation: Mutex<CheckedContinuation<String?, Never>?>

    init(_ continuation: CheckedContinuation<String?, Never>) {
        self.continuation = Mutex(continuation)
    }

    func resolve(_ answer: String?) {
        let pending = continuation.withLock { stored -> CheckedContinuation<String?, Never>? in
            defer { stored = nil }
            return stored
        }
        pending?.resume(returning: answer)
    }
}
