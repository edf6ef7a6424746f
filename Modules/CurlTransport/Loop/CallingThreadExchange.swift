import CCurl
import SDUI
import Synchronization

/// Runs one exchange to its end on the calling thread, with libcurl's easy
/// interface: what `CurlHTTPClient.Execution.callingThread` does instead of
/// handing the exchange to an event-loop thread.
///
/// A program that sends one request and has nothing else to do meanwhile
/// (the clip printing one screen into a pipe) pays for the loop thread without
/// using it: making the thread, waiting for it to be scheduled, two
/// hand-overs, and on a 2-CPU machine an inter-processor interrupt for each
/// page either thread writes first while the other runs (what running here
/// saves on the clip's launch is in docs/clip.md).
enum CallingThreadExchange {
    /// The outcome of `request`; blocks the calling thread until the transfer
    /// ends. Cancelling the task ends it as `.cancelled` at libcurl's next
    /// progress call (within about a second, sooner while data flows);
    /// libcurl's own timeouts bound it otherwise.
    static func perform(_ request: ExchangeRequest) async -> ExchangeCompletion.Outcome {
        guard CurlGlobal.initialized else {
            return .failure(.cannotConnect(url: request.url.description, detail: CurlGlobal.initialisationFailure))
        }
        // The id is only the transfer's CURLOPT_PRIVATE tag, which nothing reads on this path.
        let completion = ExchangeCompletion(id: 0, url: request.url.description)
        let exchange: CurlExchange
        switch CurlExchange.make(request, completion: completion) {
        case .failure(let error):
            return .failure(error)
        case .success(let made):
            exchange = made
        }
        let cancellation = CancellationFlag()
        guard cancellation.install(on: exchange.handle) else {
            return .failure(.connectionFailed(url: request.url.description, detail: "libcurl refused the progress callback"))
        }
        return await withTaskCancellationHandler {
            // The callbacks reach `exchange`'s accumulator and `cancellation` through
            // unretained pointers: both must live until the transfer has ended.
            withExtendedLifetime((exchange, cancellation)) {
                guard !Task.isCancelled else { return .failure(.cancelled(url: request.url.description)) }
                return exchange.outcome(for: curl_easy_perform(exchange.handle))
            }
        } onCancel: {
            cancellation.set()
        }
    }
}

/// Set when the sending task is cancelled; libcurl's progress callback reads
/// it and aborts the transfer (`CURLE_ABORTED_BY_CALLBACK`, mapped to `.cancelled`).
private final class CancellationFlag: Sendable {
    private let value = Atomic(false)

    func set() { value.store(true, ordering: .relaxed) }

    /// Points the handle's progress callback at this flag; false when libcurl refuses.
    func install(on handle: UnsafeMutableRawPointer) -> Bool {
        let target = Unmanaged.passUnretained(self).toOpaque()
        let codes = [
            sdui_easy_setopt_xferinfo_callback(handle) { userdata, _, _, _, _ in
                guard let userdata else { return 0 }
                let flag = Unmanaged<CancellationFlag>.fromOpaque(userdata).takeUnretainedValue()
                return flag.value.load(ordering: .relaxed) ? 1 : 0
            },
            sdui_easy_setopt_pointer(handle, CURLOPT_XFERINFODATA, target),
            sdui_easy_setopt_long(handle, CURLOPT_NOPROGRESS, 0),
        ]
        return codes.allSatisfy { $0 == CURLE_OK }
    }
}
