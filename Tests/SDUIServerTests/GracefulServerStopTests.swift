import Foundation
import Logging
import ServiceLifecycle
import SDUITesting
import Testing

/// `GracefulServer.stop` is bounded even when cancelling does not reach the
/// server: a stuck server fails the test that stops it instead of hanging the
/// whole run (a CI replica hung when two health-check servers never ended).
@Suite("GracefulServer: a stuck server fails its test, not the run")
struct GracefulServerStopTests {
    /// A service that neither shuts down gracefully nor ends when cancelled: it waits on a
    /// thread that sleeps for an hour, as a hook waiting on a gate nobody opens would.
    struct Stuck: Service {
        func run() async throws {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Thread {
                    sleep(3600)
                    done.resume()
                }.start()
            }
        }
    }

    @Test("stop gives up after the cancel's bound, says which server, and records it as the test's issue")
    func stuckServerIsGivenUpOn() async {
        let server = GracefulServer(Stuck(), logger: Logger(label: "stuck") { _ in SwiftLogNoOpLogHandler() })
        var result: Result<Void, any Error> = .success(())
        await withKnownIssue("the stuck server is the test's issue") {
            result = await server.stop(patience: .milliseconds(50), afterCancelling: .milliseconds(100))
        }
        guard case .failure(let error) = result else {
            Issue.record("a server that ignores cancelling was reported stopped")
            return
        }
        #expect(error is GracefulServer.StopTimeout)
        #expect("\(error)".contains("GracefulServer (stuck) did not end"), "\(error)")
    }
}
