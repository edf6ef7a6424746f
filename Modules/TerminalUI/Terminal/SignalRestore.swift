import Glibc
import Synchronization

/// What the signal handlers need to put the terminal back: the settings
/// saved before raw mode and the bytes that leave the alternate screen.
///
/// Signal handlers cannot capture context, so this is process-wide state,
/// written once before the handlers are installed and only read by them;
/// everything they call (`tcsetattr`, `write`, `signal`, `raise`) is
/// async-signal-safe.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var savedDescriptor: Int32 = -1
nonisolated(unsafe) private var restoreBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var restoreByteCount = 0
/// Set by SIGWINCH; read and cleared by the app's clock.
private let windowSizeChanged = Atomic<Bool>(false)

enum SignalRestore {
    /// Remembers how to restore the terminal and installs the handlers for
    /// SIGINT, SIGTERM, SIGHUP, SIGQUIT (restore, then die by the same
    /// signal) and SIGWINCH (note the resize).
    static func install(settings: termios, descriptor: Int32, leaveSequence: String) {
        savedSettings = settings
        savedDescriptor = descriptor
        let bytes = Array(leaveSequence.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        restoreBytes = buffer
        restoreByteCount = bytes.count
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(signalNumber, restoreAndReraise)
        }
        signal(SIGWINCH, noteWindowChange)
    }

    /// Puts the default handlers back once the terminal is restored normally.
    static func uninstall() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH] {
            signal(signalNumber, SIG_DFL)
        }
        savedDescriptor = -1
    }

    /// True once after each SIGWINCH.
    static func consumeWindowChange() -> Bool {
        windowSizeChanged.exchange(false, ordering: .relaxed)
    }
}

private func restoreAndReraise(_ signalNumber: Int32) {
    if savedDescriptor >= 0 {
        _ = tcsetattr(savedDescriptor, TCSAFLUSH, &savedSettings)
    }
    if let restoreBytes {
        _ = write(STDOUT_FILENO, restoreBytes, restoreByteCount)
    }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}

private func noteWindowChange(_ signalNumber: Int32) {
    windowSizeChanged.store(true, ordering: .relaxed)
}
