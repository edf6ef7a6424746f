import HTTPTypes
import HummingbirdTesting
import JSON
import Logging
import SDUI
@testable import SDUIServer
import SDUIServerReleases
import SDUITesting
import Testing

/// A release rolled out to a share of installs: about that share gets it,
/// widening keeps everyone who had it, stopping gives everyone live's, and
/// 100% makes it live.
@Suite("Release rollouts")
struct RolloutTests {
    static let logger = Logger(label: "rollout-tests") { _ in SwiftLogNoOpLogHandler() }
    /// 10,000: the shares' standard deviations are then at most 0.5 points, so 2 points is four of them.
    static let installs = (0..<10_000).map { _ in InstallID.random().value }

    /// The installs that get release `number` now.
    static func reached(_ number: Int, in environment: ServerEnvironment) -> Set<String> {
        Set(installs.filter { environment.published.snapshot(for: $0).release == number })
    }

    @Test("10% then 50% of 10,000 installs within 2 points, the first share kept; stopped, nobody; 100%, live")
    func shares() async throws {
        let environment = try TestServer.demo()
        _ = try await environment.publishRelease(try ReleaseTests.retitled("One"), author: "pat", note: "one")
        let two = try await environment.publishRelease(try ReleaseTests.retitled("Two"), author: "pat", note: "two", to: .staging)
        try await environment.followRelease(logger: Self.logger)

        try await environment.rolloutRelease(two.number, percent: 10, actor: "pat")
        try await environment.followRelease(logger: Self.logger)
        let tenth = Self.reached(two.number, in: environment)
        #expect(abs(Double(tenth.count) / Double(Self.installs.count) - 0.10) <= 0.02, "\(tenth.count)")
        #expect(environment.published.snapshot(for: nil).release == 1, "no install id: live's release")

        try await environment.rolloutRelease(two.number, percent: 50, actor: "pat")
        try await environment.followRelease(logger: Self.logger)
        let half = Self.reached(two.number, in: environment)
        #expect(abs(Double(half.count) / Double(Self.installs.count) - 0.50) <= 0.02, "\(half.count)")
        #expect(tenth.isSubset(of: half))

        // What a reached install is served is the rolled-out release's screen.
        let reachedInstall = try #require(tenth.first)
        try await TestServer.run(environment) { client in
            let home = try await client.get(.screen("home"), headers: [HTTPField.Name(APIHeader.installID)!: reachedInstall])
            #expect(home.text.contains("\"title\":\"Two\""))
            let other = try await client.get(.screen("home"))
            #expect(other.text.contains("\"title\":\"One\""))
        }

        try await environment.stopRollout(actor: "pat")
        try await environment.followRelease(logger: Self.logger)
        #expect(Self.reached(two.number, in: environment).isEmpty)
        await #expect(throws: ReleaseError.noRollout) { try await environment.stopRollout(actor: "pat") }
        await #expect(throws: ReleaseError.invalidShare(0)) { try await environment.rolloutRelease(two.number, percent: 0, actor: "pat") }

        try await environment.rolloutRelease(two.number, percent: 100, actor: "pat")
        try await environment.followRelease(logger: Self.logger)
        #expect(Self.reached(two.number, in: environment).count == Self.installs.count)
        #expect(try await environment.releases.current(.live) == two.number)
        #expect(try await environment.releases.rollout(on: .live) == nil)
    }
}
