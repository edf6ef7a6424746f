import SDUI
import SDUITesting
import Testing
@testable import sdui_clip

/// The lint that spans two programs: every family of links on the clip's
/// built-in allow-list opens a screen on the demo server, so a tag printed
/// for an allowed link never lands on a refusal.
@Suite("Clip allow-list against the server", .serialized)
struct ClipAllowListServedTests {
    /// A real link for each rule, by the rule's host and path.
    static let samples = [
        "parcels.example/scan-and-go": "https://parcels.example/scan-and-go?location=AMS-01",
        "parcels.example/track/{code}": "https://parcels.example/track/3SABC1234567",
    ]

    @Test("each allow-listed family of links has a sample, and the server opens it")
    func everyRuleResolves() async throws {
        let rules = ClipAllowList.links.rules.map { "\($0.host)\($0.path)" }
        #expect(Set(rules) == Set(Self.samples.keys), "a rule without a sample, or a sample without a rule")
        try await LiveServer.run { base in
            for rule in rules {
                guard let link = Self.samples[rule] else { continue }
                let result = try await BuiltProgram("sdui-clip").run([link, "--server", base, "--width", "60"])
                #expect(result.status == 0, "\(link): \(result.errors)")
                #expect(!result.output.isEmpty)
            }
        }
    }
}
