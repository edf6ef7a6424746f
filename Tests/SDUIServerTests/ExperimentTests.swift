import AnalyticsContract
import Foundation
import HTTPTypes
import HummingbirdTesting
import JSON
import Logging
import SDUI
import SDUIServer
import SDUIServerExperiments
import SDUIServerReleases
import SDUITesting
import Testing

/// Experiments: how installs split, what each variant is served, which
/// clients are left out, what is recorded, and what the file may say.
@Suite("Experiments")
struct ExperimentTests {
    static let installHeader = HTTPField.Name(APIHeader.installID)!

    static func experiment(_ name: String, weights: [Int]) -> Experiment {
        Experiment(name: name, screens: ["scan-and-go"],
                   variants: weights.enumerated().map { Experiment.Variant(name: "v\($0.offset)", weight: $0.element) },
                   conversion: nil)
    }

    /// 10,000 ids as the full client makes them.
    static let installs = (0..<10_000).map { _ in InstallID.random().value }

    @Test("10,000 install ids split within 2 points of the weights, the same every time, independently between experiments")
    func split() {
        for weights in [[50, 50], [10, 30, 60]] {
            let experiment = Self.experiment("split-\(weights.count)", weights: weights)
            var counts: [String: Int] = [:]
            for id in Self.installs { counts[experiment.variant(for: id)?.name ?? "none", default: 0] += 1 }
            let total = weights.reduce(0, +)
            for (index, weight) in weights.enumerated() {
                let share = Double(counts["v\(index)"] ?? 0) / Double(Self.installs.count)
                #expect(abs(share - Double(weight) / Double(total)) <= 0.02, "v\(index): \(share) for weight \(weight)/\(total)")
            }
            #expect(Self.installs.prefix(100).allSatisfy { experiment.variant(for: $0) == experiment.variant(for: $0) })
        }
        // Independent: among the installs in v0 of one experiment, another experiment's v0 is still about half.
        let one = Self.experiment("one", weights: [50, 50]), other = Self.experiment("other", weights: [50, 50])
        let inFirst = Self.installs.filter { one.variant(for: $0)?.name == "v0" }
        let alsoFirst = inFirst.filter { other.variant(for: $0)?.name == "v0" }
        #expect(abs(Double(alsoFirst.count) / Double(inFirst.count) - 0.5) <= 0.03)
    }

    static func environment() throws -> ServerEnvironment { try TestServer.demo() }

    static func exposures(_ environment: ServerEnvironment) async throws -> [String] {
        let database = try #require(environment.storage as? any SQLDatabase)
        return try await database.query("SELECT id FROM sdui_server_event WHERE name = 'experimentExposure' ORDER BY id").map { try $0.text(0) }
    }

    /// Install ids (from the 10,000) that the demo's experiment puts in each variant.
    static func installs(in variant: String, of environment: ServerEnvironment) throws -> [String] {
        let experiment = try #require(environment.experiments.first { $0.name == "scan-and-go-entrance" })
        return installs.filter { experiment.variant(for: $0)?.name == variant }
    }

    @Test("each variant is served with its components and says so in its analytics; renderings and ETags are kept per variant")
    func variantsServed() async throws {
        let environment = try Self.environment()
        let short = try Self.installs(in: "short-intro", of: environment)[0]
        let control = try Self.installs(in: "control", of: environment)[0]
        try await TestServer.run(environment) { client in
            let a = try await client.get(.screen("scan-and-go"), headers: [Self.installHeader: short])
            let b = try await client.get(.screen("scan-and-go"), headers: [Self.installHeader: control])
            let none = try await client.get(.screen("scan-and-go"))
            #expect(a.status == .ok && b.status == .ok && none.status == .ok)
            let shortDocument = try JSONParser().parse(a.bytes), controlDocument = try JSONParser().parse(b.bytes)
            #expect(shortDocument["analytics"]?["properties"]?["variant"]?.stringValue == "short-intro")
            #expect(controlDocument["analytics"]?["properties"]?["variant"]?.stringValue == "control")
            #expect(a.text.contains("show the code at the counter: no queue") && !b.text.contains("no queue."))
            // A client without an install id gets the control as it is: not in the experiment.
            let plain = try JSONParser().parse(none.bytes)
            #expect(plain["analytics"]?["properties"] == nil)
            #expect(!none.text.contains("no queue."))
            #expect(a.headers[.eTag] != b.headers[.eTag] && b.headers[.eTag] != none.headers[.eTag])
            let again = try await client.get(.screen("scan-and-go"), headers: [Self.installHeader: short, .ifNoneMatch: a.headers[.eTag] ?? ""])
            #expect(again.status == .notModified)
        }
    }

    @Test("a flow experiment: an install sees one variant on every screen of the flow, each screen says so, one exposure")
    func flow() async throws {
        let environment = try Self.environment()
        var files = ContentFiles.read(from: TestServer.contentDirectory).files
        files["experiments.json"] = try Self.flowExperimentFile()
        _ = try await environment.publishRelease(ContentFiles(files: files), author: "ada", note: "flow")
        _ = try await environment.followRelease(logger: Logger(label: "flow") { _ in SwiftLogNoOpLogHandler() })
        let experiment = try #require(environment.experiments.first { $0.name == "scan-and-go-entrance" })
        #expect(environment.experiments.count == 1)
        #expect(experiment.screens == ["scan-and-go", "scan-and-go/how-it-works"])
        let short = Self.installs.first { experiment.variant(for: $0)?.name == "short-intro" } ?? ""
        let control = Self.installs.first { experiment.variant(for: $0)?.name == "control" } ?? ""
        try await TestServer.run(environment) { client in
            for (install, variant, changed) in [(short, "short-intro", true), (control, "control", false)] {
                let entrance = try await client.get(.screen("scan-and-go"), headers: [Self.installHeader: install])
                let steps = try await client.get(.screen("scan-and-go/how-it-works"), headers: [Self.installHeader: install])
                for answer in [entrance, steps] {
                    #expect(try answer.json()["analytics"]?["properties"]?["variant"]?.stringValue == variant)
                    #expect(try answer.json()["analytics"]?["properties"]?["experiment"]?.stringValue == "scan-and-go-entrance")
                }
                #expect(entrance.text.contains("Scan, pay, show: no queue.") == changed)
                #expect(steps.text.contains("One step: scan the code at the counter.") == changed)
            }
        }
        #expect(try await Self.exposures(environment) == [short, control].map { "exposure:scan-and-go-entrance:\($0)" }.sorted())
    }

    /// The demo's entrance experiment run over a flow: the Scan & Go entrance and
    /// its how-it-works page, the short variant changing a component of each.
    static func flowExperimentFile() throws -> [UInt8] {
        Array("""
            {"experiments": [{"name": "scan-and-go-entrance", "screens": ["scan-and-go", "scan-and-go/how-it-works"],
              "variants": [{"name": "control", "weight": 50},
                           {"name": "short-intro", "weight": 50, "components": {
                             "intro-text": {"type": "text", "id": "intro-text", "paragraphs": ["Scan, pay, show: no queue."]},
                             "step-1": {"type": "text", "id": "step-1", "paragraphs": ["One step: scan the code at the counter."]}}}]}]}
            """.utf8)
    }

    @Test("an experiment exposed by its component: serving the screen records nothing; the component's impression records the install's exposure, once")
    func exposedWhenSeen() async throws {
        let environment = try Self.environment()
        var files = ContentFiles.read(from: TestServer.contentDirectory).files
        files["experiments.json"] = Array("""
            {"experiments": [{"name": "scan-and-go-entrance", "screen": "scan-and-go", "exposedBy": "intro-text",
              "variants": [{"name": "control", "weight": 50},
                           {"name": "short-intro", "weight": 50, "components": {
                             "intro-text": {"type": "text", "id": "intro-text", "paragraphs": ["Scan, pay, show: no queue."]}}}]}]}
            """.utf8)
        _ = try await environment.publishRelease(ContentFiles(files: files), author: "ada", note: "seen")
        _ = try await environment.followRelease(logger: Logger(label: "seen") { _ in SwiftLogNoOpLogHandler() })
        #expect(environment.experiments.first?.exposedBy == "intro-text")
        let (seen, unseen) = (Self.installs[0], Self.installs[1])
        @Sendable func impression(_ id: String, element: String, path: String = "scan-and-go") -> AnalyticsEvent {
            AnalyticsEvent(id: id, name: AnalyticsEvent.impressionName, timestamp: 1, properties: [
                "session": "s-1", "screenView": 1, "path": .string(path), "elementID": .string(element)])
        }
        try await TestServer.run(environment) { client in
            for install in [seen, unseen] {
                #expect(try await client.get(.screen("scan-and-go"), headers: [Self.installHeader: install]).status == .ok)
            }
            #expect(try await Self.exposures(environment).isEmpty, "served is not seen")
            let batch = AnalyticsBatch(events: [impression("a", element: "intro-text"), impression("b", element: "intro-text"),
                                                impression("c", element: "scan")])
            for _ in 0..<2 {
                let answer = try await client.post(.analyticsEvents, json: try JSONModelEncoder().encodeToValue(batch),
                                                   headers: [Self.installHeader: seen])
                #expect(answer.status == .ok)
            }
            let elsewhere = AnalyticsBatch(events: [impression("d", element: "intro-text", path: "home"), impression("e", element: "scan")])
            _ = try await client.post(.analyticsEvents, json: try JSONModelEncoder().encodeToValue(elsewhere),
                                      headers: [Self.installHeader: unseen])
        }
        #expect(try await Self.exposures(environment) == ["exposure:scan-and-go-entrance:\(seen)"])
    }

    @Test("an exposure is recorded once per install, none without an install id; a garbled id is a 400")
    func exposures() async throws {
        let environment = try Self.environment()
        let ids = Array(Self.installs.prefix(20))
        try await TestServer.run(environment) { client in
            for _ in 0..<3 {
                for id in ids { #expect(try await client.get(.screen("scan-and-go"), headers: [Self.installHeader: id]).status == .ok) }
            }
            #expect(try await client.get(.screen("scan-and-go")).status == .ok)
            #expect(try await client.get(.screen("home"), headers: [Self.installHeader: ids[0]]).status == .ok)
            let garbled = try await client.get(.screen("scan-and-go"), headers: [Self.installHeader: "short"])
            #expect(garbled.status == .badRequest && garbled.text.contains("invalid_install_id"))
        }
        let recorded = try await Self.exposures(environment)
        #expect(recorded == ids.map { "exposure:scan-and-go-entrance:\($0)" }.sorted())
    }

    @Test("analytics events are filed under the batch's install; a client cannot send the server's exposure events")
    func ingestStampsInstall() async throws {
        let environment = try Self.environment()
        let install = Self.installs[0]
        try await TestServer.run(environment) { client in
            let batch = AnalyticsBatch(events: [AnalyticsEvent(id: "e-1", name: "screenView", timestamp: 1, properties: ["install": "forged"])])
            let accepted = try await client.post(.analyticsEvents, json: try JSONModelEncoder().encodeToValue(batch),
                                                 headers: [Self.installHeader: install])
            #expect(accepted.status == .ok)
            let forged = AnalyticsBatch(events: [AnalyticsEvent(id: "e-2", name: "experimentExposure", timestamp: 1)])
            let refused = try await client.post(.analyticsEvents, json: try JSONModelEncoder().encodeToValue(forged))
            #expect(refused.status == .badRequest)
        }
        let database = try #require(environment.storage as? any SQLDatabase)
        let stored = try await database.query("SELECT properties FROM analyticsEvent WHERE id = 'e-1'").first?.text(0)
        #expect(try JSONParser().parse(Array((stored ?? "").utf8))["install"]?.stringValue == install)
    }

    @Test("an experiments file is checked by JSON path: screens and flows, names, weights, served screens, components")
    func fileProblems() throws {
        let environment = try Self.environment()
        var files = ContentFiles.read(from: TestServer.contentDirectory).files
        files["experiments.json"] = Array("""
            {"experiments": [
              {"name": "no screen", "screen": "nowhere", "variants": [{"name": "a", "weight": 1}, {"name": "b", "weight": 1}]},
              {"name": "bad-weight", "screen": "home", "variants": [{"name": "a", "weight": -1}, {"name": "b", "weight": 1}]},
              {"name": "missing", "screen": "home", "variants": [{"name": "a", "weight": 1},
                {"name": "b", "weight": 1, "components": {"no-such-id": {"type": "text", "id": "x", "paragraphs": ["x"]}}}]},
              {"name": "one", "screen": "login", "variants": [{"name": "a", "weight": 1}]},
              {"name": "elsewhere", "screen": "offline", "variants": [{"name": "a", "weight": 1}, {"name": "b", "weight": 1, "screen": "nope"}]},
              {"name": "both", "screen": "scan-and-go", "screens": ["scan-and-go"], "variants": [{"name": "a", "weight": 1}, {"name": "b", "weight": 1}]},
              {"name": "flow", "screens": ["scan-and-go/how-it-works", "nowhere"], "variants": [{"name": "a", "weight": 1},
                {"name": "b", "weight": 1, "screen": "home", "screens": {"home": "login", "scan-and-go/how-it-works": "nope"}},
                {"name": "c", "weight": 1, "components": {"no-such-id": {"type": "text", "id": "x", "paragraphs": ["x"]}}}]}
            ]}
            """.utf8)
        let shown = environment.releaseProblems(ContentFiles(files: files)).map { "\($0.file) \($0.path)" }
        #expect(shown == [
            "experiments.json experiments[0].name", "experiments.json experiments[0].screen",
            "experiments.json experiments[1].variants[0].weight",
            "experiments.json experiments[2].screen",  // home runs experiments[1] already
            "experiments.json experiments[2].variants[1].components.no-such-id",
            "experiments.json experiments[3].variants",
            "experiments.json experiments[4].variants[1].screen",
            "experiments.json experiments[5]",  // a screen and a flow at once
            "experiments.json experiments[6].screens[1]",
            "experiments.json experiments[6].variants[1].screen",  // a flow's variant maps screens
            "experiments.json experiments[6].variants[1].screens.home",  // not a screen of the flow
            "experiments.json experiments[6].variants[1].screens.scan-and-go/how-it-works",  // serves no content screen
            "experiments.json experiments[6].variants[2].components.no-such-id",
        ])
    }

    @Test("the report counts exposed and converted installs per variant, with intervals")
    func report() throws {
        var exposures: [String: String] = [:]
        for index in 0..<200 { exposures["i\(index)"] = index < 100 ? "control" : "short-intro" }
        let converted = Set((0..<20).map { "i\($0)" } + (100..<140).map { "i\($0)" } + ["stranger"])
        let report = ExperimentReport(experiment: "e", conversion: "screenView", exposures: exposures, converted: converted,
                                      order: ["control", "short-intro"])
        #expect(report.rows.map(\.variant) == ["control", "short-intro"])
        #expect(report.rows.map(\.exposed) == [100, 100] && report.rows.map(\.converted) == [20, 40])
        let control = report.rows[0].interval
        #expect(control.lowerBound > 0.13 && control.lowerBound < 0.14 && control.upperBound > 0.28 && control.upperBound < 0.29)
        let difference = report.rows[1].difference
        #expect(abs((difference?.value ?? 0) - 0.2) < 1e-9)
        #expect((difference?.interval.lowerBound ?? 0) > 0.07 && (difference?.interval.upperBound ?? 1) < 0.33)
    }
}
