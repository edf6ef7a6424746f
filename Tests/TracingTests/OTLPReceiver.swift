import Hummingbird
import NIOCore
import ServiceLifecycle
import Synchronization

/// A small OTLP/HTTP collector: `POST /v1/traces` with protobuf bodies, as
/// swift-otel's exporter sends them (the default protocol), decoded and kept.
/// A body it cannot read is answered 400 and remembered as a failure, so a
/// test sees it instead of a missing span.
final class OTLPReceiver: Sendable {
    private let received = Mutex<(spans: [ReceivedSpan], failures: [String])>(([], []))

    var spans: [ReceivedSpan] { received.withLock { $0.spans } }
    var failures: [String] { received.withLock { $0.failures } }

    func spans(inTrace traceID: String) -> [ReceivedSpan] {
        spans.filter { $0.traceID == traceID }
    }

    private func receive(_ request: Request) async throws -> Response {
        let body = try await request.body.collect(upTo: 16 << 20)
        do throws(OTLPProtobuf.DecodeError) {
            let spans = try OTLPProtobuf.spans(in: Array(body.readableBytesView))
            received.withLock { $0.spans += spans }
            return Response(status: .ok, headers: [.contentType: "application/x-protobuf"], body: ResponseBody(byteBuffer: ByteBuffer()))
        } catch {
            received.withLock { $0.failures.append(error.description) }
            return Response(status: .badRequest)
        }
    }

    /// Starts listening on a free loopback port for the rest of the process; returns the traces endpoint.
    func start() async throws -> String {
        let router = Router()
        router.post("v1/traces") { request, _ -> Response in
            try await self.receive(request)
        }
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
                              onServerRunning: { channel in
                                  continuation.yield(channel.localAddress?.port ?? 0)
                                  continuation.finish()
                              })
        Task.detached { try await app.runService(gracefulShutdownSignals: []) }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else { throw ReceiverFailure("the OTLP receiver did not start listening") }
        return "http://127.0.0.1:\(port)/v1/traces"
    }
}

struct ReceiverFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
