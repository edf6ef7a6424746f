import Foundation
import JSON
import SDUI
import Testing

/// Triggers' conformance vectors, which the web client (Web/tests/triggers.test.ts)
/// runs too: each screen of Tests/Conformance/triggers.json arrives, then
/// takes its steps (state changes at instants of a fake clock), and must end
/// with the recorded state, having run the recorded actions in order and
/// stopped with the recorded diagnostics. The answers come from
/// `TriggerEngine` over `ScreenDocument` resolution: with
/// `SDUI_WRITE_CONFORMANCE=1` the test writes them instead of comparing.
@Suite("Conformance vectors: triggers")
struct TriggerConformanceTests {
    static let file = ConformanceVectorTests.root.appendingPathComponent("Tests/Conformance/triggers.json")

    /// What one screen did: its state at the end, the actions its triggers
    /// ran (`id:type`), and why chains were stopped (`path: reason`).
    struct Run {
        var state: ScreenState
        var ran: [String] = []
        var diagnostics: [String] = []
    }

    /// Runs a chain the way `Session.runTriggers` does, with `updateState`
    /// applied as the session applies it and every other action only recorded.
    static func settle(_ document: ScreenDocument, engine: inout TriggerEngine, run: inout Run, at now: Int) {
        engine.beginChain()
        while let triggers = document.screen(in: run.state).value.triggers {
            switch engine.nextRound(triggers, state: run.state, now: now) {
            case .settled:
                return
            case .stopped(let diagnostic):
                run.diagnostics.append(diagnostic.description)
                return
            case .fire(let firings):
                for firing in firings {
                    for action in firing.actions {
                        run.ran.append("\(firing.id):\(action.type)")
                        if case .updateState(let update) = action { run.state.apply(update) }
                    }
                }
            }
        }
    }

    static func play(_ vector: JSONObject) throws -> Run {
        let document = try ScreenFactory().makeDocument(from: try #require(vector["screen"]))
        var run = Run(state: ScreenState(vector["screen"]?["initialState"]?.objectValue))
        var engine = TriggerEngine()
        settle(document, engine: &engine, run: &run, at: 0)
        for step in vector["steps"]?.arrayValue ?? [] {
            for (key, value) in step["set"]?.objectValue ?? [:] {
                run.state[key] = value.isNull ? Optional<JSONValue>.none : value
            }
            settle(document, engine: &engine, run: &run, at: step["at"]?.intValue ?? 0)
        }
        return run
    }

    @Test("every screen ends in the recorded state, having run the recorded actions and stopped as recorded")
    func vectors() throws {
        let cases = try #require(try JSONParser().parse(Array(try Data(contentsOf: Self.file))).arrayValue)
        #expect(cases.count >= 10)
        let writing = ProcessInfo.processInfo.environment["SDUI_WRITE_CONFORMANCE"] == "1"
        var written: [JSONValue] = []
        for vector in cases {
            var object = try #require(vector.objectValue)
            let name = object["name"]?.stringValue ?? "?"
            let run = try Self.play(object)
            if writing {
                object["state"] = .object(run.state.values)
                object["ran"] = .array(run.ran.map { .string($0) })
                object["diagnostics"] = .array(run.diagnostics.map { .string($0) })
                written.append(.object(object))
                continue
            }
            #expect(object["state"]?.objectValue == run.state.values, "\(name): Swift ends in \(run.state.values)")
            #expect(object["ran"]?.arrayValue?.compactMap(\.stringValue) == run.ran, "\(name): Swift runs \(run.ran)")
            #expect(object["diagnostics"]?.arrayValue?.compactMap(\.stringValue) == run.diagnostics, "\(name): Swift says \(run.diagnostics)")
        }
        if !written.isEmpty {
            let lines = try written.map { try $0.jsonString() }
            try Data(("[\n" + lines.joined(separator: ",\n") + "\n]\n").utf8).write(to: Self.file)
        }
    }
}
