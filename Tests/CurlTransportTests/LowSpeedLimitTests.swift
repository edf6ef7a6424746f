import SDUI
import SDUISession
import Testing
@testable import CurlTransport

/// The low-speed limit (pictures: far below a screen's total) and requests
/// sent under limits of their own (`limited(to:)`), against a server that
/// stalls for a minute, so only the client's limit can end each transfer.
@Suite(.timeLimit(.minutes(10)))
struct LowSpeedLimitTests {
    static func slowLimits(total: Double = 60) -> CurlHTTPClient.Configuration {
        CurlHTTPClient.Configuration(totalTimeout: total, lowSpeedLimit: 1_024, lowSpeedTime: 1)
    }

    @Test("a body that stops, or an answer that never starts, ends as too slow, long before the total limit",
          arguments: executions, ["/slow-body", "/slow-headers"])
    func tooSlow(execution: CurlHTTPClient.Execution, path: String) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let url = server.url(path)
        let client = CurlHTTPClient(configuration: Self.slowLimits(), execution: execution)
        let error = await failure(of: OutgoingRequest(url: url), on: client)
        #expect(error == .tooSlow(url: url, bytesPerSecond: 1_024, seconds: 1))
        #expect(error?.description == "\(url) was too slow (less than 1024 bytes a second for 1 s)")
    }

    @Test("limited(to:) sends on the same client under other limits; the client's own stay as they were")
    func limited() async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let client = CurlHTTPClient(configuration: CurlHTTPClient.Configuration(totalTimeout: 60))
        let pictures = client.limited(to: Self.slowLimits())
        // A good answer under a low-speed limit of its own: a window of 30 s, not 1 s, which a
        // loaded machine can let pass before the server thread answers.
        let patient = client.limited(to: CurlHTTPClient.Configuration(totalTimeout: 60, lowSpeedLimit: 1_024, lowSpeedTime: 30))
        let ok = try await patient.send(OutgoingRequest(url: server.url("/json")))
        #expect(ok.status == 200 && ok.body == Array(BrokenHTTPServer.jsonBody.utf8))
        let url = server.url("/slow-body")
        do {
            let response = try await pictures.send(OutgoingRequest(url: url))
            Issue.record("expected too slow, got HTTP \(response.status)")
        } catch {
            #expect(error == .tooSlow(url: url, bytesPerSecond: 1_024, seconds: 1))
        }
        let totalOnly = client.limited(to: CurlHTTPClient.Configuration(totalTimeout: 0.5))
        do {
            _ = try await totalOnly.send(OutgoingRequest(url: url))
            Issue.record("expected the total limit")
        } catch {
            #expect(error == .timeout(url: url, phase: "total", seconds: 0.5))
        }
        #expect(client.configuration.totalTimeout == 60 && client.configuration.lowSpeedLimit == 0)
    }

    @Test("too slow is a connectivity failure: a screen with a stored copy shows the copy")
    func connectivity() {
        #expect(LoadError.transport(.tooSlow(url: "http://127.0.0.1:1/x", bytesPerSecond: 1, seconds: 1)).isConnectivityFailure)
    }
}
