import CCurl
import Glibc
import SDUI
import Synchronization

/// The one thread that drives every transfer of a client through a libcurl
/// multi handle.
///
/// Why a thread of its own: a transfer spends most of its time waiting on
/// sockets, and waiting inside Swift concurrency's cooperative pool (two
/// threads on a two-core machine) would stall every other task. Here the
/// waiting happens in `curl_multi_poll`; tasks submit work through a
/// mutex-protected inbox, wake the loop with `curl_multi_wakeup`, and are
/// resumed through their `ExchangeCompletion`.
///
/// The multi handle keeps the connection cache, so consecutive requests to the
/// same origin reuse a connection, and concurrent ones run side by side
/// (HTTP/2 ones multiplexed).
final class CurlEventLoop: Sendable {
    /// A request waiting for the loop to pick it up.
    private struct Submission: Sendable {
        var request: ExchangeRequest
        var completion: ExchangeCompletion
    }

    private struct Inbox {
        var submissions: [Submission] = []
        var cancellations: [Int] = []
        var stopping = false
    }

    private let multi: MultiHandle?
    private let inbox = Mutex(Inbox())
    private let nextID = Atomic<Int>(1)
    /// Why the loop could not start, reported by every request.
    private let startupFailure: String?
    /// Transfers currently inside the multi handle (for tests and diagnostics).
    let activeTransfers = Atomic<Int>(0)
    /// Transfers ever handed to libcurl (for tests: refused URLs never are).
    let startedTransfers = Atomic<Int>(0)

    init() {
        guard CurlGlobal.initialized else {
            multi = nil
            startupFailure = "libcurl could not be initialised"
            return
        }
        guard let pointer = curl_multi_init() else {
            multi = nil
            startupFailure = "libcurl could not create a multi handle"
            return
        }
        multi = MultiHandle(pointer: pointer)
        startupFailure = nil
        // The thread holds the loop until `stop()` makes it return.
        if !LoopThread.start({ [self] in run() }) {
            inbox.withLock { $0.stopping = true }
        }
    }

    deinit {
        if let multi { curl_multi_cleanup(multi.pointer) }
    }

    /// Runs one exchange; never throws, the outcome carries the error.
    /// Cancelling the calling task ends it at once with `.cancelled`.
    func perform(_ request: ExchangeRequest) async -> ExchangeCompletion.Outcome {
        if let startupFailure {
            return .failure(.cannotConnect(url: request.url.description, detail: startupFailure))
        }
        let completion = ExchangeCompletion(
            id: nextID.wrappingAdd(1, ordering: .relaxed).oldValue, url: request.url.description)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard completion.install(continuation) else { return }
                submit(Submission(request: request, completion: completion))
            }
        } onCancel: {
            completion.cancel()
            inbox.withLock { $0.cancellations.append(completion.id) }
            wake()
        }
    }

    /// Makes the thread finish: transfers still running end as cancelled.
    func stop() {
        inbox.withLock { $0.stopping = true }
        wake()
    }

    private func submit(_ submission: Submission) {
        let accepted = inbox.withLock { inbox in
            guard !inbox.stopping else { return false }
            inbox.submissions.append(submission)
            return true
        }
        guard accepted else {
            // Only a loop whose thread could not start (or a released client) gets here.
            let detail = "the transport's event-loop thread is not running"
            submission.completion.finish(.failure(.cannotConnect(url: submission.completion.url, detail: detail)))
            return
        }
        wake()
    }

    /// curl_multi_wakeup is the one multi-handle call libcurl allows from
    /// any thread; it makes the loop's current or next poll return at once.
    private func wake() {
        if let multi { _ = curl_multi_wakeup(multi.pointer) }
    }

    /// The loop thread's body. `active` belongs to this thread alone.
    private func run() {
        guard let multi = multi?.pointer else { return }
        var active: [Int: CurlExchange] = [:]
        while true {
            let work = inbox.withLock { inbox in
                let taken = inbox
                inbox.submissions.removeAll()
                inbox.cancellations.removeAll()
                return taken
            }
            for submission in work.submissions where !submission.completion.isCancelled {
                start(submission, on: multi, into: &active)
            }
            for id in work.cancellations {
                // The task was already resumed; only the transfer is left to end.
                if let exchange = active.removeValue(forKey: id) {
                    curl_multi_remove_handle(multi, exchange.handle)
                }
            }
            if work.stopping {
                for exchange in active.values {
                    curl_multi_remove_handle(multi, exchange.handle)
                    exchange.completion.finish(.failure(.cancelled(url: exchange.completion.url)))
                }
                activeTransfers.store(0, ordering: .relaxed)
                return
            }
            var running: Int32 = 0
            _ = curl_multi_perform(multi, &running)
            collectFinished(on: multi, from: &active)
            activeTransfers.store(active.count, ordering: .relaxed)
            // Sleeps until a socket is ready, libcurl's next timer, a wake-up,
            // or one second, whichever comes first.
            if curl_multi_poll(multi, nil, 0, 1000, nil) != CURLM_OK {
                usleep(10_000)  // never spin on a broken multi handle
            }
        }
    }

    private func start(_ submission: Submission, on multi: UnsafeMutableRawPointer, into active: inout [Int: CurlExchange]) {
        switch CurlExchange.make(submission.request, completion: submission.completion) {
        case .failure(let error):
            submission.completion.finish(.failure(error))
        case .success(let exchange):
            let code = curl_multi_add_handle(multi, exchange.handle)
            guard code == CURLM_OK else {
                let detail = String(cString: curl_multi_strerror(code))
                submission.completion.finish(.failure(.connectionFailed(url: submission.completion.url, detail: detail)))
                return
            }
            startedTransfers.add(1, ordering: .relaxed)
            active[submission.completion.id] = exchange
        }
    }

    /// Hands every finished transfer's outcome to its task.
    private func collectFinished(on multi: UnsafeMutableRawPointer, from active: inout [Int: CurlExchange]) {
        var queued: Int32 = 0
        while let message = curl_multi_info_read(multi, &queued) {
            // The message is only valid until the handle is removed: read it first.
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else { continue }
            let result = message.pointee.data.result
            var privateData: UnsafeMutableRawPointer?
            _ = sdui_easy_getinfo_pointer(easy, CURLINFO_PRIVATE, &privateData)
            guard let exchange = active.removeValue(forKey: Int(bitPattern: privateData)) else {
                curl_multi_remove_handle(multi, easy)
                continue
            }
            let outcome = exchange.outcome(for: result)
            curl_multi_remove_handle(multi, easy)
            exchange.completion.finish(outcome)
        }
    }
}

/// The multi handle's pointer, shareable because of how it is used: every
/// call but `curl_multi_wakeup` is made on the loop thread, and libcurl
/// documents `curl_multi_wakeup` as safe from any thread.
private struct MultiHandle: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
}
