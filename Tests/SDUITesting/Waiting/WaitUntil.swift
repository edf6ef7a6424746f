/// Waits for a condition by letting the other tasks run (`Task.yield`),
/// never by sleeping or reading a wall clock: true once it holds, false
/// when it still does not after `rounds` turns (a test then says what it saw).
public func waitUntil(rounds: Int = 200_000, _ condition: () async -> Bool) async -> Bool {
    for _ in 0..<rounds {
        if await condition() { return true }
        await Task.yield()
    }
    return await condition()
}
