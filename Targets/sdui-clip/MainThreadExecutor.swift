import Glibc

/// Runs the clip's task on the main thread, one job at a time.
///
/// Swift's global pool would make the clip pay for threads its one-screen
/// launch does not need: the first hop from the main thread to the pool is a
/// noticeable part of a launch (docs/clip.md), and each later hop wakes
/// another pool thread. The
/// clip's task has this executor as its preference, so it runs here, and so
/// do its child tasks and the default actors it calls (the session's
/// `APIClient`): printing the first screen to a pipe starts no pool thread at
/// all. Unstructured `Task {}`s do not inherit a preference, so the work the
/// interactive and plain modes start that way still runs on the pool. In
/// those modes, work that blocks waits on its own threads (libcurl's event
/// loop, the terminal's reading thread), which resume tasks through `enqueue`;
/// printing one screen blocks this thread in libcurl instead, on purpose, as
/// it has nothing else to do (`CurlHTTPClient.Execution.callingThread`).
final class MainThreadExecutor: TaskExecutor, @unchecked Sendable {
    // pthread objects need addresses that never move.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Guarded by `mutex`.
    private var queue: [UnownedJob] = []
    private var stopped = false

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        pthread_mutex_lock(mutex)
        queue.append(job)
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Makes `run()` return once the jobs already queued have run.
    func stop() {
        pthread_mutex_lock(mutex)
        stopped = true
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Runs jobs on the calling thread, in the order they came, until `stop()`.
    func run() {
        var batch: [UnownedJob] = []
        while true {
            pthread_mutex_lock(mutex)
            while queue.isEmpty && !stopped { pthread_cond_wait(condition, mutex) }
            if queue.isEmpty {
                pthread_mutex_unlock(mutex)
                return
            }
            swap(&batch, &queue)
            pthread_mutex_unlock(mutex)
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
            batch.removeAll(keepingCapacity: true)
        }
    }
}
