/// A one-shot barrier for async code: everything that waits stays suspended
/// until the test opens the gate, and passes straight through afterwards. Tests
/// hold a server's answer back with it to observe loading states without sleeps.
public actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    public init() {}

    /// Returns once the gate is open (at once when it already is).
    public func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Lets every waiter through, now and later.
    public func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters.removeAll()
    }
}
