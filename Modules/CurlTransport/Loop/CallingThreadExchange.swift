import CCurl
import SDUI

/// Runs one exchange to its end on the calling thread, with libcurl's easy
/// interface: what `CurlHTTPClient.Execution.callingThread` does instead of
/// handing the exchange to an event-loop thread.
///
/// A program that sends one request and has nothing else to do meanwhile
/// (the clip printing one screen into a pipe) pays for the loop thread without
/// using it: making the thread (0.2 ms here), waiting for it to be scheduled,
/// two hand-overs, and on a 2-CPU machine an inter-processor interrupt for
/// each page either thread writes first while the other runs. Measured on the
/// clip's printed launch, in four interleaved runs of 300 launches: 0.18-0.78 ms
/// less wall time, 0.27-0.85 ms less CPU.
enum CallingThreadExchange {
    /// The outcome of `request`; blocks the calling thread until the transfer
    /// ends (libcurl's own timeouts bound it).
    static func perform(_ request: ExchangeRequest) -> ExchangeCompletion.Outcome {
        guard CurlGlobal.initialized else {
            return .failure(.cannotConnect(url: request.url.description, detail: "libcurl could not be initialised"))
        }
        // The id is only the transfer's CURLOPT_PRIVATE tag, which nothing reads on this path.
        let completion = ExchangeCompletion(id: 0, url: request.url.description)
        switch CurlExchange.make(request, completion: completion) {
        case .failure(let error):
            return .failure(error)
        case .success(let exchange):
            return exchange.outcome(for: curl_easy_perform(exchange.handle))
        }
    }
}
