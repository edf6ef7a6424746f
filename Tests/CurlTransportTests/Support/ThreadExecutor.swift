import Foundation
import Synchronization

/// Runs a task's jobs on one thread of its own, as the clip's main thread runs
/// its first screen (`Targets/sdui-clip/MainThreadExecutor.swift`, the same
/// queue and loop over pthreads): a `CurlHTTPClient` with `.callingThread`
/// execution then blocks that thread, never one of the test process's few
/// cooperative ones (which every other suite running in parallel needs).
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var queue: [UnownedJob] = []
    /// Guarded by `condition`.
    private var stopped = false
    private let thread = Mutex<pthread_t?>(nil)

    /// Whether the caller runs on this executor's thread.
    var isCurrent: Bool {
        guard let thread = thread.withLock({ $0 }) else { return false }
        return pthread_equal(thread, pthread_self()) != 0
    }

    init() {
        let thread = Thread { [self] in
            self.thread.withLock { $0 = pthread_self() }
            run()
        }
        thread.name = "ThreadExecutor"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        // A job after `stop()` might find the thread gone and never run: the test would hang.
        precondition(!stopped, "a job was enqueued on a stopped ThreadExecutor")
        queue.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread end once the jobs already queued have run.
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while queue.isEmpty && !stopped { condition.wait() }
            if queue.isEmpty {
                condition.unlock()
                return
            }
            let batch = queue
            queue.removeAll()
            condition.unlock()
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }
}
