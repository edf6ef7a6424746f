import TerminalUI
/// Lets a scripted key source wait until the app has handled the previous
/// key and everything it started (a navigation, a command) has finished,
/// so tests and demos are deterministic without sleeping.
actor IdleMonitor {
    private var processed = -1
    private var idle = false
    private var waiters: [(sequence: Int, continuation: CheckedContinuation<Void, Never>)] = []

    func update(processed sequence: Int, idle: Bool) {
        processed = max(processed, sequence)
        self.idle = idle
        guard idle else { return }
        let ready = waiters.filter { $0.sequence <= processed }
        waiters.removeAll { $0.sequence <= processed }
        for waiter in ready { waiter.continuation.resume() }
    }

    /// Returns once key `sequence` was handled and the app is idle.
    func wait(untilProcessed sequence: Int) async {
        if idle, processed >= sequence { return }
        await withCheckedContinuation { waiters.append((sequence, $0)) }
    }

    /// Releases every waiter (the app stopped).
    func releaseAll() {
        idle = true
        processed = Int.max
        for waiter in waiters { waiter.continuation.resume() }
        waiters.removeAll()
    }
}
