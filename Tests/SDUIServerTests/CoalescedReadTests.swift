@testable import SDUIServer
import SDUITesting
import Synchronization
import Testing

/// The data-version reads shared among requests: fewer queries, and never an
/// answer older than the request.
@Suite("Coalesced reads")
struct CoalescedReadTests {
    /// A read that waits until the test lets it finish, numbering itself.
    final class GatedRead: Sendable {
        private let state = Mutex<(started: Int, gates: [CheckedContinuation<Void, Never>])>((0, []))

        var started: Int { state.withLock { $0.started } }

        func read() async -> Int {
            await withCheckedContinuation { gate in
                state.withLock { state in
                    state.started += 1
                    state.gates.append(gate)
                }
            }
            return state.withLock { $0.started }
        }

        /// Lets the oldest waiting read finish; false when none is waiting.
        func release() -> Bool {
            guard let gate = state.withLock({ $0.gates.isEmpty ? nil : $0.gates.removeFirst() }) else { return false }
            gate.resume()
            return true
        }
    }

    /// A count the reads share.
    final class Counter: Sendable {
        private let value = Mutex(0)
        func next() -> Int { value.withLock { $0 += 1; return $0 } }
        var current: Int { value.withLock { $0 } }
    }

    /// How long a condition here may take to come true: a bound for a hang, not a timing. The tasks
    /// run on the cooperative pool the whole suite shares; on 2 cores with the suite's blocking tests
    /// (programs waited for, pseudo-terminals read) a new task has waited more than 45 s to start.
    static let hang = Duration.seconds(300)

    @Test("requests that arrive during a read wait for the next one, which answers them all")
    func requestsDuringAReadShareTheNext() async throws {
        let reads = CoalescedRead<Int>()
        let gated = GatedRead()
        let first = Task { try await reads.value { await gated.read() } }
        #expect(await eventually(timeout: Self.hang) { gated.started == 1 })
        let second = Task { try await reads.value { await gated.read() } }
        let third = Task { try await reads.value { await gated.read() } }
        #expect(await eventually(timeout: Self.hang) { reads.waiting == 2 })
        // Read 1 began before the second and third requests: it answers the first only.
        #expect(gated.release())
        #expect(try await first.value == 1)
        #expect(await eventually(timeout: Self.hang) { gated.started == 2 })
        #expect(gated.release())
        #expect(try await second.value == 2)
        #expect(try await third.value == 2)
        #expect(gated.started == 2, "three requests cost two reads")
        #expect(reads.waiting == 0)
    }

    @Test("a failed read fails the requests it was answering, and the next request reads again")
    func failureReachesItsBatchOnly() async throws {
        struct Broken: Error {}
        let reads = CoalescedRead<Int>()
        let attempts = Counter()
        await #expect(throws: Broken.self) {
            try await reads.value {
                _ = attempts.next()
                throw Broken()
            }
        }
        #expect(try await reads.value { attempts.next() } == 2)
    }

    @Test("many requests at once all get an answer, and none is left waiting")
    func manyAtOnce() async throws {
        let reads = CoalescedRead<Int>()
        let count = Counter()
        let answers = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<500 {
                group.addTask {
                    try await reads.value {
                        await Task.yield()
                        return count.next()
                    }
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(answers.count == 500)
        let made = count.current
        #expect(answers.allSatisfy { $0 >= 1 && $0 <= made })
        #expect(reads.waiting == 0)
    }
}
