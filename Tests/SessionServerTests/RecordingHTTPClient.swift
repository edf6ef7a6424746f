import SDUI
import Synchronization

/// Wraps the live transport and records each exchange as it went over the
/// wire: the request (after the API client's headers and decorators) and
/// the response status or the transport error.
final class RecordingHTTPClient: HTTPClient {
    struct Exchange: Sendable {
        let request: OutgoingRequest
        let outcome: Result<Int, TransportError>

        var status: Int? { try? outcome.get() }
        var error: TransportError? {
            if case .failure(let error) = outcome { return error }
            return nil
        }
    }

    private let wrapped: any HTTPClient
    private let recorded = Mutex<[Exchange]>([])

    init(_ wrapped: any HTTPClient) { self.wrapped = wrapped }

    var exchanges: [Exchange] { recorded.withLock { $0 } }

    /// The exchanges whose URL ends with `suffix` (`/v2/screens/home`).
    func exchanges(endingWith suffix: String) -> [Exchange] {
        exchanges.filter { $0.request.url.hasSuffix(suffix) }
    }

    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        do throws(TransportError) {
            let response = try await wrapped.send(request)
            recorded.withLock { $0.append(Exchange(request: request, outcome: .success(response.status))) }
            return response
        } catch {
            recorded.withLock { $0.append(Exchange(request: request, outcome: .failure(error))) }
            throw error
        }
    }
}
