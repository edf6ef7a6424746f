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
///
/// libcurl's process-wide set-up (`curl_global_init`, which loads OpenSSL's
/// configuration) and the multi handle are made on the loop
/// thread, so a client made early in a program's start overlaps them with
/// whatever the program does before its first request; requests submitted
/// meanwhile wait in the inbox.
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
        /// Set by the loop thread once libcurl is ready.
        var multi: MultiHandle?
        /// Why the loop could not start, reported by every request.
        var startupFailure: String?
    }

    private let inbox = Mutex(Inbox())
    private let nextID = Atomic<Int>(1)
    /// Transfers currently inside the multi handle (for tests and diagnostics).
    let activeTransfers = Atomic<Int>(0)
    /// Transfers ever handed to libcurl (for tests: refused URLs never are).
    let startedTransfers = Atomic<Int>(0)

    init() {
        // The thread holds the loop until `stop()` makes it return.
        if !LoopThread.start({ [self] in run() }) {
            inbox.withLock { $0.stopping = true }
        }
    }

    deinit {
        // The thread has returned (it held the loop until then), so nothing else touches the handle.
        if let multi = inbox.withLock({ $0.multi }) { curl_multi_cleanup(multi.pointer) }
    }

    /// Runs one exchange; never throws, the outcome carries the error.
    /// Cancelling the calling task ends it at once with `.cancelled`.
    func perform(_ request: ExchangeRequest) async -> ExchangeCompletion.Outcome {
        if let startupFailure = inbox.withLock({ $0.startupFailure }) {
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
        let refusal: String? = inbox.withLock { inbox in
            if let failure = inbox.startupFailure { return failure }
            guard !inbox.stopping else { return "the transport's event-loop thread is not running" }
            inbox.submissions.append(submission)
            return nil
        }
        if let refusal {
            // Only a loop that could not start (or a released client) gets here.
            submission.completion.finish(.failure(.cannotConnect(url: submission.completion.url, detail: refusal)))
            return
        }
        wake()
    }

    /// curl_multi_wakeup is the one multi-handle call libcurl allows from
    /// any thread; it makes the loop's current or next poll return at once.
    /// Before the handle exists there is nothing to wake: the loop reads the
    /// inbox as soon as it has made the handle.
    private func wake() {
        if let multi = inbox.withLock({ $0.multi }) { _ = curl_multi_wakeup(multi.pointer) }
    }

    /// Makes libcurl ready on the loop thread, or fails whatever is waiting and everything submitted later.
    private func startLibcurl() -> UnsafeMutableRawPointer? {
        let failure: String
        if !CurlGlobal.initialized {
            failure = CurlGlobal.initialisationFailure
        } else if let pointer = curl_multi_init() {
            inbox.withLock { $0.multi = MultiHandle(pointer: pointer) }
            return pointer
        } else {
            failure = "libcurl could not create a multi handle"
        }
        let waiting = inbox.withLock { inbox in
            inbox.startupFailure = failure
            let waiting = inbox.submissions
            inbox.submissions.removeAll()
            return waiting
        }
        for submission in waiting {
            submission.completion.finish(.failure(.cannotConnect(url: submission.completion.url, detail: failure)))
        }
        return nil
    }

    /// The loop thread's body. `active` belongs to this thread alone.
    private func run() {
        guard let multi = startLibcurl() else { return }
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
