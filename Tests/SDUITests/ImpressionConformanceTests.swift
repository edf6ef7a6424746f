import Foundation
import JSON
import SDUI
import Testing

/// Impressions' conformance vectors, which the web client
/// (Web/tests/impressions.test.ts) runs too: each screen of
/// Tests/Conformance/impressions.json is decoded, then takes its steps (a
/// report of the share of each component on screen at an instant of a fake
/// clock, or only the instant: the time passing with nothing changed), and
/// must fire the recorded actions at the recorded instants, in order. The
/// answers come from `ImpressionEngine`: with `SDUI_WRITE_CONFORMANCE=1`
/// the test writes them instead of comparing.
@Suite("Conformance vectors: impressions")
struct ImpressionConformanceTests {
    static let file = ConformanceVectorTests.root.appendingPathComponent("Tests/Conformance/impressions.json")

    /// What fired, as `at element:id`, in order.
    static func play(_ vector: JSONObject) throws -> [String] {
        let screen = try ScreenFactory().makeScreen(from: try #require(vector["screen"])).value
        var engine = ImpressionEngine(screen: screen)
        var fired: [String] = []
        for step in vector["steps"]?.arrayValue ?? [] {
            let now = step["at"]?.intValue ?? 0
            let firings: [ImpressionEngine.Firing]
            if let visible = step["visible"]?.objectValue {
                firings = engine.report(visible.reduce(into: [:]) { $0[$1.key] = $1.value.doubleValue ?? 0 }, now: now)
            } else {
                firings = engine.advance(to: now)
            }
            fired += firings.map { "\(now) \($0.elementID):\($0.id)" }
        }
        return fired
    }

    @Test("every screen fires the recorded actions at the recorded instants, in order")
    func vectors() throws {
        let cases = try #require(try JSONParser().parse(Array(try Data(contentsOf: Self.file))).arrayValue)
        #expect(cases.count >= 15)
        let writing = ProcessInfo.processInfo.environment["SDUI_WRITE_CONFORMANCE"] == "1"
        var written: [JSONValue] = []
        for vector in cases {
            var object = try #require(vector.objectValue)
            let fired = try Self.play(object)
            if writing {
                object["fired"] = .array(fired.map { .string($0) })
                written.append(.object(object))
                continue
            }
            #expect(object["fired"]?.arrayValue?.compactMap(\.stringValue) == fired, "\(object["name"]?.stringValue ?? "?"): Swift fires \(fired)")
        }
        if !written.isEmpty {
            let lines = try written.map { try $0.jsonString() }
            try Data(("[\n" + lines.joined(separator: ",\n") + "\n]\n").utf8).write(to: Self.file)
        }
    }
}
