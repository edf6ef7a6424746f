import SDUI
import Synchronization

/// Wraps a transport (usually libcurl against the live server) and records each
/// exchange as it went over the wire: the request after the API client's headers
/// and decorators, and the response status or the transport error. Tests assert
/// on what was really sent, not on what the code meant to send.
public final class RecordingHTTPClient: HTTPClient {
    public struct Exchange: Sendable {
        public let request: OutgoingRequest
        public let outcome: Result<Int, TransportError>

        public var status: Int? { try? outcome.get() }
        public var error: TransportError? {
            if case .failure(let error) = outcome { return error }
            return nil
        }
    }

    private let wrapped: any HTTPClient
    private let recorded = Mutex<[Exchange]>([])

    public init(_ wrapped: any HTTPClient) { self.wrapped = wrapped }

    public var exchanges: [Exchange] { recorded.withLock { $0 } }

    /// The requests as sent, in order.
    public var requests: [OutgoingRequest] { exchanges.map(\.request) }

    /// The exchanges whose URL ends with `suffix` (`/v2/screens/home`).
    public func exchanges(endingWith suffix: String) -> [Exchange] {
        exchanges.filter { $0.request.url.hasSuffix(suffix) }
    }

    public func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
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
