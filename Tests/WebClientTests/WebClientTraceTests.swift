import Foundation
import Testing

extension WebClient {
    /// The web client's `traceparent` (docs/tracing.md, "The clients"), as
    /// the server receives it: the page talks to the server through a
    /// `RecordingProxy`, which keeps each request's head on its way there.
    @Suite("Web client: a traceparent on every request, a trace per action")
    struct WebClientTraceTests {
        /// `00-<trace>-<span>-01`: the trace id and the span id, or nil for anything else.
        static func ids(_ header: String?) -> (trace: String, span: String)? {
            guard let parts = header?.split(separator: "-", omittingEmptySubsequences: false), parts.count == 4, parts[0] == "00", parts[3] == "01",
                  parts[1].count == 32, parts[2].count == 16,
                  (parts[1] + parts[2]).allSatisfy({ "0123456789abcdef".contains($0) }),
                  parts[1].contains(where: { $0 != "0" }), parts[2].contains(where: { $0 != "0" }) else { return nil }
            return (String(parts[1]), String(parts[2]))
        }

        /// The first command among `requests` and the first screen GET after it.
        static func commandThenScreen(_ requests: ArraySlice<RecordingProxy.Request>)
            -> (command: RecordingProxy.Request, screen: RecordingProxy.Request)? {
            guard let command = requests.firstIndex(where: { $0.method == "POST" && $0.target.hasPrefix("/v2/commands/") }),
                  let screen = requests[command...].firstIndex(where: { $0.method == "GET" && $0.target.hasPrefix("/v2/screens/") }) else { return nil }
            return (requests[command], requests[screen])
        }

        @Test("a click's command and the screen it opens reach the server in one trace, each request with a span of its own; the action before and the one after are other traces")
        func clickIsOneTrace() async throws {
            try await WebClientSession.run { browser, base in
                let proxy = try RecordingProxy(backend: base)
                defer { proxy.stop() }
                try await browser.open("\(proxy.baseURL)/app/screens/parcels")
                try await browser.tap("Send a parcel with Scan & Go")
                // The action before: a click that opens the location's screen (a GET).
                try await browser.tap("Amsterdam Centraal")
                try await browser.waitForText("Parcel barcode")
                let beforeScan = proxy.requests.count
                // The action: the scan's click, whose code (typed into its dialog) is sent as a command, and the address step its answer opens.
                try await browser.tap("Parcel barcode")
                try await browser.type(try await browser.waitFor("dialog[open] input"), "3SDEMO0001234\n")
                try await browser.waitForText("Grace Hopper")
                try await browser.fill("postcode", "3511 NR")
                try await browser.fill("street", "Oudegracht 201")
                let beforeConfirmation = proxy.requests.count
                // The action after: the address confirmed (a command), then the options screen (a GET).
                try await browser.tap("This is correct")
                try await browser.waitForText("• €5.25")
                let requests = proxy.requests

                let api = requests.filter { $0.target.hasPrefix("/v2/") }
                let unmarked = api.filter { Self.ids($0.headers["traceparent"]) == nil }.map { "\($0.method) \($0.target): \($0.headers["traceparent"] ?? "none")" }
                #expect(!api.isEmpty && unmarked.isEmpty, "every API request carries a W3C traceparent: \(unmarked)")

                let location = try #require(requests[..<beforeScan].last { $0.method == "GET" && $0.target.hasPrefix("/v2/screens/") },
                                            "the location screen's GET")
                let scan = try #require(Self.commandThenScreen(requests[beforeScan..<beforeConfirmation]), "the scan's command and the address step's GET")
                let confirmation = try #require(Self.commandThenScreen(requests[beforeConfirmation...]), "the confirmation's command and the options' GET")
                let before = try #require(Self.ids(location.headers["traceparent"]))
                let command = try #require(Self.ids(scan.command.headers["traceparent"]))
                let screen = try #require(Self.ids(scan.screen.headers["traceparent"]))
                #expect(command.trace == screen.trace, "\(scan.command.target) and \(scan.screen.target) are one trace")
                #expect(command.span != screen.span, "each request has a span of its own")
                #expect(before.trace != command.trace, "the click began a new trace (\(location.target) was the action before)")
                let earlier = requests[..<beforeScan].compactMap { Self.ids($0.headers["traceparent"])?.trace }
                #expect(!earlier.contains(command.trace), "no request before the click was in its trace")

                let nextCommand = try #require(Self.ids(confirmation.command.headers["traceparent"]))
                let nextScreen = try #require(Self.ids(confirmation.screen.headers["traceparent"]))
                #expect(nextCommand.trace == nextScreen.trace, "\(confirmation.command.target) and \(confirmation.screen.target) are one trace")
                #expect(nextCommand.trace != command.trace, "the next action is another trace")
                #expect(Set([command.span, screen.span, nextCommand.span, nextScreen.span]).count == 4, "a new span id per request")
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }
}
