import SDUI
import SDUITesting
import Synchronization

/// Wraps the live transport and, for URLs a test names, holds the server's
/// response back until the test releases it: the request really went out
/// and the answer really came back, but the session cannot see it yet.
/// That makes "the prefetched header is visible before the body" an
/// ordering the test can assert, with no sleeps.
final class GatedHTTPClient: HTTPClient {
    private let wrapped: any HTTPClient
    private let holds = Mutex<[String: ResponseHold]>([:])

    init(_ wrapped: any HTTPClient) { self.wrapped = wrapped }

    /// Holds the next response for a URL ending with `suffix` until `release()`.
    func hold(endingWith suffix: String) -> ResponseHold {
        let hold = ResponseHold()
        holds.withLock { $0[suffix] = hold }
        return hold
    }

    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        let result: Result<HTTPResponse, TransportError>
        do throws(TransportError) {
            result = .success(try await wrapped.send(request))
        } catch {
            result = .failure(error)
        }
        let hold = holds.withLock { holds -> ResponseHold? in
            guard let suffix = holds.keys.first(where: { request.url.hasSuffix($0) }) else { return nil }
            return holds.removeValue(forKey: suffix)
        }
        if let hold { await hold.holdUntilReleased(status: try? result.get().status) }
        return try result.get()
    }
}

/// One held response: the test waits for it to arrive, asserts, then releases it.
actor ResponseHold {
    private var arrivedStatus: Int??
    private var arrivalWaiters: [CheckedContinuation<Int?, Never>] = []
    private let released = Gate()

    /// Waits until the response is back from the server and held; its status (nil for a transport error).
    func waitForArrival() async -> Int? {
        if let arrivedStatus { return arrivedStatus }
        return await withCheckedContinuation { arrivalWaiters.append($0) }
    }

    /// Lets the held response through to the API client.
    func release() async {
        await released.open()
    }

    fileprivate func holdUntilReleased(status: Int?) async {
        arrivedStatus = .some(status)
        arrivalWaiters.forEach { $0.resume(returning: status) }
        arrivalWaiters.removeAll()
        await released.wait()
    }
}
