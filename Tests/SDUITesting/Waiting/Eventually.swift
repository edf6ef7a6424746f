/// Waits for a condition another task, process or connection makes true:
/// checks it every 10 ms and returns as soon as it holds, or false after
/// `timeout` (a bound far above the expected wait, so a loaded machine
/// passes; never a fixed sleep).
public func eventually(timeout: Duration = .seconds(30), _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return try await condition()
}
